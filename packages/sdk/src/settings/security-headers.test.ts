import { describe, expect, it } from 'vitest';
import { cacheControlOf, contentSecurityPolicy, cspSourceOf, securityHeaders } from './security-headers';

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));

describe('contentSecurityPolicy', () => {
  it('by default allows only the console origin, no inline or eval script, and no framing', () => {
    const csp = contentSecurityPolicy();
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(csp, 'object-src')).toBe("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
  });

  it('adds exactly the origins the settings name for the API, sockets, tiles and streams', () => {
    const csp = contentSecurityPolicy({
      apiBase: 'https://api.example.com/prod-api',
      sockets: { alarm: 'wss://push.example.com/ws/alarm', device: '/ws/device' },
      map: { tileUrl: 'https://webrd0{s}.is.autonavi.com/appmaptile?x={x}&y={y}&z={z}' },
      streamOrigins: ['https://media.example.com', 'wss://media.example.com'],
      frameAncestors: ['https://portal.example.com'],
    });
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://api.example.com wss://push.example.com https://media.example.com wss://media.example.com");
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data: blob: https://*.is.autonavi.com");
    expect(directive(csp, 'media-src')).toBe("media-src 'self' data: blob: https://media.example.com wss://media.example.com");
    expect(directive(csp, 'frame-ancestors')).toBe('frame-ancestors https://portal.example.com');
  });
});

describe('cspSourceOf', () => {
  it.each([
    ['https://tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://tile.openstreetmap.org'],
    ['https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://*.tile.openstreetmap.org'],
    ['wss://iot.example.com:8443/ws/alarm', 'wss://iot.example.com:8443'],
    ['/api', undefined],
  ])('%s → %s', (url, source) => expect(cspSourceOf(url)).toBe(source));
});

describe('securityHeaders and cacheControlOf', () => {
  it('never lets a browser sniff a type, and sends the referrer only to the same origin in full', () => {
    expect(securityHeaders()).toMatchObject({ 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'strict-origin-when-cross-origin' });
  });

  it('caches hashed assets for a year, and never the HTML or the settings file', () => {
    expect(cacheControlOf('/assets/index-abc123.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlOf('/console/assets/index-abc123.css')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlOf('/index.html')).toBe('no-cache');
    expect(cacheControlOf('/config.json')).toBe('no-cache');
  });
});
