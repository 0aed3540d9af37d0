import { endpoints } from '@vigil/sdk';
import { describe, expect, it } from 'vitest';
import { signedInAdmin, type TestServer } from './support';

/** Names every plain object inherits (and `__proto__`): as field names they are data like any other (issue 27). */
const NAMES = ['constructor', 'toString', 'hasOwnProperty', 'valueOf', '__proto__', 'isPrototypeOf'];

const every = Object.values(endpoints).flatMap((group) => Object.values(group));

describe('no field name gives an internal error', () => {
  let server: TestServer;
  let token: string;
  signedInAdmin((session) => ({ server, token } = session));

  it.each(NAMES)('%s as a query, form and JSON field of every call, with and without a token', async (name) => {
    const internal: string[] = [];
    for (const endpoint of every) {
      if (endpoint.encoding === 'multipart') continue;
      const path = endpoint.path.replace(/:[a-zA-Z]+/g, '1');
      for (const bearer of [token, undefined]) {
        const headers: Record<string, string> = { 'accept-language': 'en', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) };
        let body: string | undefined;
        let query = `?${name}=1`;
        if (endpoint.method !== 'GET' && endpoint.method !== 'DELETE') {
          query = '';
          if (endpoint.encoding === 'form') {
            headers['content-type'] = 'application/x-www-form-urlencoded';
            body = `${name}=1&${name}[x]=2`;
          } else {
            headers['content-type'] = 'application/json';
            body = `{"${name}": {"${name}": 1}, "params": {"${name}": 1}}`;
          }
        }
        const response = await fetch(`${server.baseUrl}${path}${query}`, { method: endpoint.method, headers, body });
        const text = await response.text();
        if (/Internal mock error|TypeError|\s{4}at /.test(text)) internal.push(`${endpoint.id}: ${text.slice(0, 160)}`);
      }
    }
    expect(internal).toEqual([]);
    expect(server.logs.filter((line) => / failed: /.test(line))).toEqual([]);
  });
});
