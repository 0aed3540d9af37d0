import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const packageDir = fileURLToPath(new URL('..', import.meta.url));

describe('import side effects', () => {
  it('imports and creates a client with fetch, Blob, FormData, Headers, Request and Response removed', () => {
    // A fresh Node process: the platform globals are deleted before the SDK (and ky, zod) load.
    const script = `
      for (const name of ['fetch', 'Blob', 'File', 'FormData', 'Headers', 'Request', 'Response', 'WebSocket', 'localStorage', 'document', 'window']) {
        delete globalThis[name];
      }
      const sdk = await import('./src/index.ts');
      const client = sdk.createClient({ baseUrl: 'http://127.0.0.1:9/api', getToken: () => null });
      console.log(JSON.stringify({ keys: Object.keys(sdk).length, getInfo: typeof client.auth.getInfo, fetch: typeof globalThis.fetch }));
    `;
    const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: packageDir, encoding: 'utf8' });
    const result = JSON.parse(output.trim().split('\n').pop() ?? '{}');
    expect(result).toMatchObject({ getInfo: 'function', fetch: 'undefined' });
    expect(result.keys).toBeGreaterThan(100);
  });
});
