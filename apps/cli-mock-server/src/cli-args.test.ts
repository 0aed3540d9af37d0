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

  it('recognises --help and -h', () => {
    expect(parseCliArgs(['--help'])).toEqual({ kind: 'help' });
    expect(parseCliArgs(['-h'])).toEqual({ kind: 'help' });
  });

  it.each([[['--nope']], [['--port']], [['--seed', '1.5']], [['--latency', '300-100']], [['stray']]])('%j is an OptionError', (args) => {
    expect(() => parseCliArgs(args)).toThrow(OptionError);
  });
});

describe('resolveOptions', () => {
  it('has the documented defaults and normalises prefixes', () => {
    const options = resolveOptions({ base: 'api/', staticBase: '/' });
    expect(options).toMatchObject({ host: '127.0.0.1', port: 4010, base: '/api', staticBase: '', seed: 1, latency: { min: 0, max: 0 }, alarmInterval: 0, captcha: true });
  });
});
