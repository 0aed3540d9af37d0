import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '../endpoints/define-endpoint';
import { listEndpoints } from '../endpoints/index';
import { encodeRequest } from './encode-request';

const formEndpoint = defineEndpoint({ id: 't.form', access: 'session', method: 'POST', path: '/things/:id', encoding: 'form', params: z.object({ id: z.string() }), body: z.looseObject({}) });
const sensorsList = defineEndpoint({ id: 't.list', access: 'session', method: 'POST', path: '/list', encoding: 'json', body: z.looseObject({}) });
/** The JSON list calls of the table (issue 21: each sent its paging in the body only). */
const PAGED_JSON_LISTS = ['sensors.list', 'alarms.list', 'sites.list', 'sites.entrances', 'sensors.realtime', 'sensors.gasIndex', 'sensors.history', 'sensors.gasData'];
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

  it('JSON list calls carry pageNum/pageSize in the query string too (RuoYi pages from request parameters only)', () => {
    const list = encodeRequest('http://h/api', sensorsList, { pageNum: 2, pageSize: 20, imei: '8612' });
    expect(list.searchParams?.toString()).toBe('pageNum=2&pageSize=20');
    // The body keeps them as well, for a backend that reads the body.
    expect(list.json).toEqual({ pageNum: 2, pageSize: 20, imei: '8612' });
    // A JSON call without paging gets no query string.
    expect(encodeRequest('http://h/api', sensorsList, { imei: '8612' }).searchParams).toBeUndefined();
  });

  it.each(PAGED_JSON_LISTS)('%s sends its paging in the query string', (id) => {
    const endpoint = listEndpoints().find((candidate) => candidate.id === id);
    if (!endpoint) throw new Error(`${id} is not in the table`);
    expect(endpoint.encoding).toBe('json');
    const encoded = encodeRequest('http://h/api', endpoint, { pageNum: 3, pageSize: 15 });
    expect(Object.fromEntries(encoded.searchParams ?? [])).toEqual({ pageNum: '3', pageSize: '15' });
  });

  it('a missing path param is a clear error, not a request to /things/undefined', () => {
    expect(() => encodeRequest('http://h', formEndpoint, {})).toThrow('t.form: path parameter "id" is required');
    expect(() => encodeRequest('http://h', formEndpoint, { id: '' })).toThrow(TypeError);
  });
});
