import { describe, expect, it } from 'vitest';
import { withCallOverride } from './call-override';
import { readRuntimeSettings } from './runtime-settings';

describe('readRuntimeSettings', () => {
  it('reads no file as the empty settings, so every build default stays', () => {
    expect(readRuntimeSettings(undefined)).toEqual({ ok: true, settings: {} });
    expect(readRuntimeSettings({})).toEqual({ ok: true, settings: {} });
  });

  it('keeps every documented key a site overrides', () => {
    const file = {
      apiBase: 'https://iot.example.com/prod-api',
      sockets: { alarm: 'wss://iot.example.com/ws/alarm', device: '/ws/device' },
      map: { tileUrl: 'https://tiles.example.com/{z}/{x}/{y}.png', datum: 'gcj02', attribution: '© Example' },
      downloads: { android: 'https://example.com/app.apk', miniProgram: 'https://example.com/mp' },
      language: 'en',
      systemNames: { zh: '燃气监测', en: 'Gas Watch' },
      wireCodes: { 'device.status': { '5': 'offline' } },
      calls: { 'users.list': { method: 'GET', encoding: 'query' } },
    };
    expect(readRuntimeSettings(file)).toEqual({ ok: true, settings: file });
  });

  it.each([
    [{ apiBase: 'api.example.com' }, 'apiBase'],
    [{ sockets: { alarm: 'http://example.com/ws' } }, 'sockets.alarm'],
    [{ map: { datum: 'bd09' } }, 'map.datum'],
    [{ language: 'fr' }, 'language'],
    [{ systemNames: { zh: '' } }, 'systemNames.zh'],
    [{ calls: { 'users.list': { method: 'PATCH' } } }, 'calls.users.list.method'],
    [{ wireCodes: { 'device.status': { '5': null } } }, 'wireCodes.device.status.5'],
    [{ downloads: { android: 42 } }, 'downloads.android'],
  ])('names the bad key of %j', (file, key) => {
    const reading = readRuntimeSettings(file);
    expect(reading.ok).toBe(false);
    if (!reading.ok) expect(reading.problems.map((p) => p.key)).toEqual([key]);
  });

  it('names a misspelt key itself rather than ignoring it', () => {
    const reading = readRuntimeSettings({ mapp: {}, map: { tileURL: 'x' } });
    expect(reading.ok).toBe(false);
    if (!reading.ok) expect(reading.problems.map((p) => [p.key, p.message]).sort()).toEqual([['map.tileURL', 'unknown key'], ['mapp', 'unknown key']]);
  });

  it('refuses a file that is not an object', () => {
    const reading = readRuntimeSettings([1]);
    expect(reading.ok).toBe(false);
    if (!reading.ok) expect(reading.problems[0]?.key).toBe('(file)');
  });
});

describe('withCallOverride', () => {
  const endpoint = { id: 'users.list', method: 'POST', encoding: 'form', path: '/system/user/list' };
  it('changes only what the override names', () => {
    expect(withCallOverride(endpoint, { method: 'GET', encoding: 'query' })).toEqual({ ...endpoint, method: 'GET', encoding: 'query' });
    expect(withCallOverride(endpoint, undefined)).toBe(endpoint);
  });
});
