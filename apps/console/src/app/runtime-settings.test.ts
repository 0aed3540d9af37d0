import { afterEach, describe, expect, it } from 'vitest';
import { alarmSocketUrl, apiBaseUrl, deviceSocketUrl } from './base-path';
import { loadRuntimeSettings, runtimeSettings, setRuntimeSettingsForTest } from './runtime-settings';
import { configuredTiles } from '../features/map/map-tiles';

const answer = (body: string, init: ResponseInit = {}) => async () => new Response(body, { headers: { 'content-type': 'application/json' }, ...init });

afterEach(() => setRuntimeSettingsForTest({}));

describe('loadRuntimeSettings', () => {
  it('keeps the build defaults when the site has no file, or its server answers the SPA page for it', async () => {
    expect(await loadRuntimeSettings('/config.json', answer('', { status: 404 }))).toEqual({ ok: true, settings: {} });
    const page = async () => new Response('<!doctype html>', { headers: { 'content-type': 'text/html' } });
    expect(await loadRuntimeSettings('/config.json', page)).toEqual({ ok: true, settings: {} });
    const down = async () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await loadRuntimeSettings('/config.json', down)).toEqual({ ok: true, settings: {} });
    expect(runtimeSettings()).toEqual({});
  });

  it('puts a valid file in force', async () => {
    const reading = await loadRuntimeSettings('/config.json', answer(JSON.stringify({ apiBase: '/prod-api', language: 'en' })));
    expect(reading.ok).toBe(true);
    expect(runtimeSettings()).toEqual({ apiBase: '/prod-api', language: 'en' });
  });

  it('refuses a file that is not JSON, or names its bad keys, and keeps the defaults', async () => {
    expect(await loadRuntimeSettings('/config.json', answer('{ apiBase: /api }'))).toEqual({ ok: false, problems: [{ key: '(file)', message: 'not valid JSON' }] });
    const reading = await loadRuntimeSettings('/config.json', answer(JSON.stringify({ apibase: '/api' })));
    expect(reading).toEqual({ ok: false, problems: [{ key: 'apibase', message: 'unknown key' }] });
    expect(runtimeSettings()).toEqual({});
  });
});

describe('what the settings drive', () => {
  const loc = { protocol: 'https:', host: 'iot.example.com' };
  it('defaults: /api on the page origin, sockets on the page host', () => {
    expect(apiBaseUrl('https://iot.example.com')).toBe('https://iot.example.com/api');
    expect(alarmSocketUrl(loc)).toBe('wss://iot.example.com/ws/alarm');
    expect(deviceSocketUrl(loc)).toBe('wss://iot.example.com/ws/device');
  });

  it('a path stays on this origin; an absolute URL is used as it is', () => {
    setRuntimeSettingsForTest({ apiBase: '/prod-api', sockets: { alarm: 'wss://push.example.com/alarm', device: '/socket/device' } });
    expect(apiBaseUrl('https://iot.example.com')).toBe('https://iot.example.com/prod-api');
    expect(alarmSocketUrl(loc)).toBe('wss://push.example.com/alarm');
    expect(deviceSocketUrl(loc)).toBe('wss://iot.example.com/socket/device');
    setRuntimeSettingsForTest({ apiBase: 'https://api.example.com/api' });
    expect(apiBaseUrl('https://iot.example.com')).toBe('https://api.example.com/api');
  });

  it('map tiles: the file overrides the build key by key; null turns the build tiles off', () => {
    const env = { VITE_MAP_TILE_URL: 'https://build.example.com/{z}/{x}/{y}.png', VITE_MAP_TILE_DATUM: 'gcj02' };
    expect(configuredTiles(env, undefined)).toEqual({ url: env.VITE_MAP_TILE_URL, datum: 'gcj02' });
    expect(configuredTiles(env, { tileUrl: 'https://site.example.com/{z}/{x}/{y}.png', datum: 'wgs84' })).toEqual({ url: 'https://site.example.com/{z}/{x}/{y}.png', datum: 'wgs84' });
    expect(configuredTiles(env, { tileUrl: null })).toEqual({ url: null, datum: 'wgs84' });
  });
});
