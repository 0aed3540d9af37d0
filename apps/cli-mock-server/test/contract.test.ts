import { type BlobResult, endpoints, listEndpoints } from '@vigil/sdk';
import { describe, expect, it } from 'vitest';
import { createSeedState } from '../src/seed';
import { CONTRACT_INPUTS, type Fixture } from './contract-inputs';
import { signedInAdmin, type TestServer } from './support';

type Call = (input?: unknown) => Promise<unknown>;

/** Every sdk endpoint, called through the sdk's createClient against a real vigil-mock over HTTP. */
describe('contract: every sdk endpoint against vigil-mock', () => {
  let server: TestServer;
  let fixture: Fixture;

  signedInAdmin((session) => {
    server = session.server;
    fixture = { seed: createSeedState(1, Date.now()), admin: session.client, server, token: session.token, adminPassword: 'admin123' };
  }, { seed: 1 });

  const table = Object.entries(endpoints).flatMap(([domain, group]) => Object.entries(group).map(([name, endpoint]) => ({ domain, name, endpoint })));

  it('the table covers every endpoint the sdk lists', () => {
    expect(table.map((entry) => entry.endpoint.id).sort()).toEqual(listEndpoints().map((e) => e.id).sort());
  });

  it.each(table.map((entry) => [entry.endpoint.id, entry] as const))('%s answers code 200 with a body the sdk schema accepts', async (_id, { domain, name, endpoint }) => {
    const input = await (CONTRACT_INPUTS[endpoint.id]?.(fixture) ?? undefined);
    const group = (fixture.admin as unknown as Record<string, Record<string, Call>>)[domain];
    const fn = group?.[name];
    if (!fn) throw new Error(`client has no ${domain}.${name}`);
    const result = await (input === undefined ? fn() : fn(input));
    if (endpoint.responseType === 'blob') {
      expect((result as BlobResult).blob.size).toBeGreaterThan(0);
    } else {
      expect(result, JSON.stringify(result).slice(0, 300)).toMatchObject({ code: 200 });
    }
    expect(server.logs.filter((line) => line.includes('does not match')), 'server-side schema check').toEqual([]);
  });
});
