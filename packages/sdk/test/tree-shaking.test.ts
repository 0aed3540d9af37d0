import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';
import { afterAll, describe, expect, it } from 'vitest';

// A third party's bundle of the built dist, made by rolldown (Vite's bundler): it should carry the schemas it
// imports, not their neighbours.
const packageDir = fileURLToPath(new URL('..', import.meta.url));
const work = mkdtempSync(path.join(tmpdir(), 'vigil-sdk-shake-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
/** The subpaths the cases import, as package.json's exports map them. */
const DIST_ENTRIES = Object.fromEntries(
  ['validation', 'client', 'auth', 'endpoints/auth'].map((subpath) => [`@vigil/sdk/${subpath}`, path.join(packageDir, 'dist', `${subpath}.js`)]),
);

async function bundle(source: string, { entryOnly = false } = {}): Promise<string> {
  const entry = path.join(work, `entry-${Math.random().toString(36).slice(2)}.js`);
  writeFileSync(entry, source);
  const build = await rolldown({ input: entry, resolve: { alias: DIST_ENTRIES }, logLevel: 'silent' });
  try {
    const { output } = await build.generate({ format: 'esm', minify: true });
    // `entryOnly`: what the page loads first, not the chunks it imports lazily.
    return output.map((chunk) => (chunk.type === 'chunk' && (!entryOnly || chunk.isEntry) ? chunk.code : '')).join('\n');
  } finally {
    await build.close();
  }
}

describe('tree-shaking of the built sdk', () => {
  it('a sign-in form takes the login schema without the other forms', async () => {
    const code = await bundle("import { loginFormSchema } from '@vigil/sdk/validation'; console.log(loginFormSchema.safeParse({}));");
    expect(code).toContain('validation.account.required');
    // The geofence, work-order and device forms live in the same module (the message keys are one shared object).
    expect(code).not.toContain('noLeaving');
    expect(code).not.toContain('extraUrgent');
    expect(code).not.toContain('{5,31}');
  });

  it('the auth table comes without the device and alarm schemas', async () => {
    const code = await bundle("import { authEndpoints } from '@vigil/sdk/endpoints/auth'; console.log(authEndpoints.login.path);");
    expect(code).toContain('/phoneLogin');
    expect(code).not.toContain('/system/device');
    expect(code).not.toContain('alarmVo');
  });

  it('a sign-in page (the sign-in client and form rules) carries neither ky, nor zod, nor the auth schemas', async () => {
    const code = await bundle(
      "import { createAuthClient, signInFormRules } from '@vigil/sdk/auth'; console.log(createAuthClient({ baseUrl: '/api', getToken: () => null }).auth.login, signInFormRules.safeParse({}));",
      { entryOnly: true },
    );
    expect(code).toContain('/phoneLogin');
    expect(code).toContain('validation.account.required');
    // ky's own error message, zod's class names and the getInfo schema's fields.
    expect(code).not.toContain('Request failed with status code');
    expect(code).not.toContain('$ZodType');
    expect(code).not.toContain('permissions');
    // The other forms' keys stay out too.
    expect(code).not.toContain('validation.fence');
  });

  it('the table client with no domains carries no schema', async () => {
    const code = await bundle("import { createTableClient } from '@vigil/sdk/client'; console.log(createTableClient);");
    expect(code).not.toContain('captchaEnabled');
    expect(code).not.toContain('ZodMiniObject');
  });
});
