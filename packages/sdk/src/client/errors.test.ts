import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  AbortedError,
  ResponseValidationError,
  SdkError,
  TimeoutError,
  TransportError,
  isAbortedError,
  isResponseValidationError,
  isSdkError,
  isTimeoutError,
  isTransportError,
} from './errors';

describe('error classes', () => {
  it('form one hierarchy under SdkError with their own names', () => {
    const timeout = new TimeoutError('auth.getInfo', 100);
    expect(timeout).toBeInstanceOf(TransportError);
    expect(timeout).toBeInstanceOf(SdkError);
    expect(timeout.name).toBe('TimeoutError');
    expect(isTimeoutError(timeout) && isTransportError(timeout) && isSdkError(timeout)).toBe(true);
    expect(isResponseValidationError(timeout) || isAbortedError(timeout)).toBe(false);
    const aborted = new AbortedError('auth.getInfo', undefined);
    expect(isTransportError(aborted)).toBe(false);
  });

  it('name the endpoint and the failing path', () => {
    const error = new ResponseValidationError('sensors.list', [
      { code: 'invalid_type', expected: 'string', path: ['rows', 3, 'imei'], message: 'Invalid input', input: 1 },
    ]);
    expect(error.path).toBe('rows.3.imei');
    expect(error.message).toBe('sensors.list: response does not match its schema at "rows.3.imei": Invalid input');
  });

  it('guards work across realms, where instanceof does not', () => {
    // An error branded in another realm (iframe, vm context, second copy of the bundle).
    const foreign = runInNewContext(
      `const e = new Error('x'); Object.defineProperty(e, Symbol.for('vigil.sdk.error'), { value: ['TimeoutError', 'TransportError', 'SdkError'] }); e`,
    );
    expect(foreign instanceof SdkError).toBe(false);
    expect(isTimeoutError(foreign) && isTransportError(foreign) && isSdkError(foreign)).toBe(true);
    expect(isResponseValidationError(foreign)).toBe(false);
  });

  it('a subclass defined by an app keeps its parents\' kinds', () => {
    class GatewayError extends TransportError {}
    const error = new GatewayError('proxy down', { endpointId: 'auth.getInfo', status: 502 });
    expect(isTransportError(error) && isSdkError(error)).toBe(true);
    expect(isTimeoutError(error)).toBe(false);
    expect(error.name).toBe('GatewayError');
  });

  it('guards reject lookalikes and non-objects', () => {
    for (const value of [null, undefined, 'TimeoutError', 42, new Error('x'), { name: 'TimeoutError' }]) {
      expect(isSdkError(value)).toBe(false);
    }
  });
});
