import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '../endpoints/define-endpoint';
import { encodeRequest } from './encode-request';

const formEndpoint = defineEndpoint({ id: 't.form', access: 'session', method: 'POST', path: '/things/:id', encoding: 'form', params: z.object({ id: z.string() }), body: z.looseObject({}) });
const queryEndpoint = defineEndpoint({ id: 't.query', access: 'session', method: 'GET', path: '/things', encoding: 'query', query: z.looseObject({}) });

describe('encodeRequest', () => {
  it('round-trips any text fields through form and query encoding, path param kept apart', () => {
    const fields = fc.dictionary(fc.string({ minLength: 1 }).filter((key) => key !== 'id'), fc.string());
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fields, (id, body) => {
        const form = encodeRequest('http://h/api/', formEndpoint, { id, ...body });
        expect(form.url).toBe(`http://h/api/things/${encodeURIComponent(id)}`);
        expect(Object.fromEntries(form.body as URLSearchParams)).toEqual(body);
        const query = encodeRequest('http://h/api', queryEndpoint, body);
        expect(Object.fromEntries(query.searchParams ?? [])).toEqual(body);
      }),
    );
  });

  it('drops undefined and null, joins query arrays, repeats form arrays', () => {
    expect(encodeRequest('http://h', queryEndpoint, { a: undefined, b: null, ids: [1, 2], on: true }).searchParams?.toString()).toBe('ids=1%2C2&on=true');
    expect((encodeRequest('http://h', formEndpoint, { id: 'x', ids: [1, 2] }).body as URLSearchParams).toString()).toBe('ids=1&ids=2');
  });

  it('a missing path param is a clear error, not a request to /things/undefined', () => {
    expect(() => encodeRequest('http://h', formEndpoint, {})).toThrow('t.form: path parameter "id" is required');
    expect(() => encodeRequest('http://h', formEndpoint, { id: '' })).toThrow(TypeError);
  });
});
