import { describe, expect, it } from 'vitest';
import { parseCliArgs } from './cli-args';
import { OptionError, resolveOptions } from './options';

describe('parseCliArgs', () => {
  it('reads every flag', () => {
    const command = parseCliArgs(['--host', '0.0.0.0', '--port', '0', '--base', '/prod-api', '--seed', '9', '--latency', '50-200', '--alarm-interval', '5000', '--data', 'state.json', '--static', 'dist', '--static-base', '/console/', '--captcha', 'off', '--strict']);
    expect(command).toEqual({
      kind: 'start',
      options: { host: '0.0.0.0', port: 0, base: '/prod-api', seed: 9, latency: { min: 50, max: 200 }, alarmInterval: 5000, data: 'state.json', static: 'dist', staticBase: '/console/', captcha: false, validateResponses: true },
    });
  });

  it('reads --locale and repeated --cors', () => {
    expect(parseCliArgs(['--locale', 'en', '--cors', 'http://a.test', '--cors', 'http://localhost:5173'])).toEqual({
      kind: 'start',
      options: { locale: 'en', cors: ['http://a.test', 'http://localhost:5173'] },
    });
    expect(parseCliArgs(['--locale', 'zh-cn'])).toEqual({ kind: 'start', options: { locale: 'zh-CN' } });
  });

  it('reads --products as all or a comma list of catalogue codes', () => {
    expect(parseCliArgs(['--products', 'all'])).toEqual({ kind: 'start', options: { products: 'all' } });
    expect(parseCliArgs(['--products', 'house, flame,hat'])).toEqual({ kind: 'start', options: { products: ['house', 'flame', 'hat'] } });
  });

  it('reads --dialect vigil or ruoyi, and refuses any other', () => {
    expect(parseCliArgs(['--dialect', 'ruoyi'])).toEqual({ kind: 'start', options: { dialect: 'ruoyi' } });
    expect(parseCliArgs(['--dialect', 'RuoYi'])).toEqual({ kind: 'start', options: { dialect: 'ruoyi' } });
    expect(() => parseCliArgs(['--dialect', 'yudao'])).toThrow(/--dialect must be vigil or ruoyi, got "yudao"/);
    expect(resolveOptions({}).dialect).toBe('vigil');
  });

  it('reads --session-idle as whole minutes, at least 1 (default RuoYi’s 30)', () => {
    expect(parseCliArgs(['--session-idle', '45'])).toEqual({ kind: 'start', options: { sessionIdleMinutes: 45 } });
    for (const bad of ['0', '-5', '1.5', 'long']) expect(() => parseCliArgs(['--session-idle', bad]), bad).toThrow(/--session-idle/);
    expect(resolveOptions({}).sessionIdleMinutes).toBe(30);
  });

  it('reads --payment-ttl as whole milliseconds, at least 1', () => {
    expect(parseCliArgs(['--payment-ttl', '1500'])).toEqual({ kind: 'start', options: { paymentTtlMs: 1500 } });
    for (const bad of ['0', '-5', '1.5', 'soon']) expect(() => parseCliArgs(['--payment-ttl', bad]), bad).toThrow(/--payment-ttl/);
  });

  it('recognises --help and -h', () => {
    expect(parseCliArgs(['--help'])).toEqual({ kind: 'help' });
    expect(parseCliArgs(['-h'])).toEqual({ kind: 'help' });
  });

  it.each([[['--nope']], [['--port']], [['--seed', '1.5']], [['--latency', '300-100']], [['stray']], [['--locale', 'fr']]])('%j is an OptionError', (args) => {
    expect(() => parseCliArgs(args)).toThrow(OptionError);
  });
});

describe('resolveOptions', () => {
  it('has the documented defaults and normalises prefixes', () => {
    const options = resolveOptions({ base: 'api/', staticBase: '/' });
    expect(options).toMatchObject({ host: '127.0.0.1', port: 4010, base: '/api', staticBase: '', seed: 1, latency: { min: 0, max: 0 }, alarmInterval: 0, captcha: true, cors: [], locale: 'zh-CN', paymentTtlMs: 120_000 });
    expect(resolveOptions({ paymentTtlMs: 800 }).paymentTtlMs).toBe(800);
    expect(() => resolveOptions({ paymentTtlMs: 0 })).toThrow(OptionError);
  });

  it('enables the catalogue default unless --products names others, and refuses unknown codes', () => {
    expect(resolveOptions({}).products).toBeUndefined();
    expect(resolveOptions({ products: ['flame', 'house', 'flame'] }).products).toEqual(['flame', 'house']);
    expect(resolveOptions({ products: 'all' }).products).toHaveLength(14);
    expect(() => resolveOptions({ products: ['house', 'fire'] })).toThrow(/fire/);
    expect(() => resolveOptions({ products: [] })).toThrow(OptionError);
  });

  it('keeps --cors origins as browsers send them and refuses anything else', () => {
    expect(resolveOptions({ cors: ['http://a.test/', 'http://localhost:5173'] }).cors).toEqual(['http://a.test', 'http://localhost:5173']);
    for (const bad of ['a.test', 'http://a.test/app', '*']) expect(() => resolveOptions({ cors: [bad] }), bad).toThrow(OptionError);
  });
});
