import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// attw skips wildcard subpaths, so this loads every entry as a consumer would (package self-reference on the built dist).
const packageDir = fileURLToPath(new URL('..', import.meta.url));
const domains = readdirSync(new URL('../src/endpoints', import.meta.url))
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'index.ts' && file !== 'define-endpoint.ts')
  .map((file) => file.slice(0, -3));

/** Export names of each specifier, loaded with `import` and with `require` in a fresh Node process. */
function exportNames(specifiers: string[]): Record<string, { esm: string[]; cjs: string[] }> {
  const script = `
    const { createRequire } = await import('node:module');
    const require = createRequire(process.cwd() + '/package.json');
    const out = {};
    for (const specifier of ${JSON.stringify(specifiers)}) {
      out[specifier] = { esm: Object.keys(await import(specifier)).sort(), cjs: Object.keys(require(specifier)).sort() };
    }
    console.log(JSON.stringify(out));
  `;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: packageDir, encoding: 'utf8' });
  return JSON.parse(output.trim().split('\n').pop() ?? '{}');
}

describe('subpath entry points (built dist)', () => {
  const names = exportNames(['@vigil/sdk/auth', '@vigil/sdk/client', '@vigil/sdk/validation', '@vigil/sdk/constants', '@vigil/sdk/catalogue', '@vigil/sdk/modules', '@vigil/sdk/permissions', '@vigil/sdk/settings', ...domains.map((d) => `@vigil/sdk/endpoints/${d}`)]);

  it('@vigil/sdk/client has the table client and the guards, not the whole table', () => {
    const { esm, cjs } = names['@vigil/sdk/client'] ?? { esm: [], cjs: [] };
    expect(esm).toEqual(cjs);
    expect(esm).toEqual(expect.arrayContaining(['createTableClient', 'defineEndpoint', 'isTransportError', 'TransportError']));
    expect(esm).not.toContain('createClient');
    expect(esm).not.toContain('endpoints');
  });

  it('@vigil/sdk/auth has the sign-in client, the schema-free auth calls and the sign-in form rules', () => {
    const { esm, cjs } = names['@vigil/sdk/auth'] ?? { esm: [], cjs: [] };
    expect(esm).toEqual(cjs);
    expect(esm).toEqual(expect.arrayContaining(['createAuthClient', 'authCalls', 'signInFormRules', 'captchaAnswerRules', 'isTransportError', 'isSuccess']));
    expect(esm).not.toContain('authEndpoints');
  });

  it('every domain has its own entry exporting its table', () => {
    // The domains of spec §7 at least; extensions (dictionaries, storage…) add their own files and entries.
    const specDomains = 'alarms auth contacts depts devices files helmet menus notices payments personnel roles sensors site-config sites users work-orders'.split(' ');
    expect(domains).toEqual(expect.arrayContaining(specDomains));
    for (const domain of domains) {
      const entry = names[`@vigil/sdk/endpoints/${domain}`];
      expect(entry?.esm).toEqual(entry?.cjs);
      expect(entry?.esm.some((name) => name.endsWith('Endpoints'))).toBe(true);
    }
    expect(names['@vigil/sdk/endpoints/auth']?.esm).toEqual(['authEndpoints']);
  });

  it('validation and constants entries hold the form schemas and the limits', () => {
    expect(names['@vigil/sdk/validation']?.esm).toEqual(expect.arrayContaining(['loginFormSchema', 'captchaAnswerSchema', 'VALIDATION_KEYS']));
    expect(names['@vigil/sdk/constants']?.esm).toEqual(expect.arrayContaining(['SMS_CODE_VALID_MS', 'CAPTCHA_ANSWER_MAX']));
    expect(names['@vigil/sdk/constants']?.cjs).toEqual(names['@vigil/sdk/constants']?.esm);
    expect(names['@vigil/sdk/catalogue']?.esm).toEqual(expect.arrayContaining(['DEVICE_CATALOGUE', 'MODULES', 'MODULE_CODES', 'moduleHome']));
    expect(names['@vigil/sdk/catalogue']?.cjs).toEqual(names['@vigil/sdk/catalogue']?.esm);
    expect(names['@vigil/sdk/modules']?.esm).toEqual(['MODULES', 'MODULE_CODES', 'SITE_ROUTES', 'findModule', 'isModuleCode', 'moduleHome']);
    expect(names['@vigil/sdk/modules']?.cjs).toEqual(names['@vigil/sdk/modules']?.esm);
  });

  it('the permissions entry holds the spec §6 rule and no table or schemas', () => {
    expect(names['@vigil/sdk/permissions']?.esm).toEqual(['MODULE_PLACEHOLDER', 'WILDCARD_PERMISSION', 'canCall', 'hasPermission', 'isModuleBound', 'permissionFor']);
    expect(names['@vigil/sdk/permissions']?.cjs).toEqual(names['@vigil/sdk/permissions']?.esm);
    expect(names['@vigil/sdk/settings']?.esm).toEqual(['STOCK_RUOYI_ABSENT_CALLS', 'STOCK_RUOYI_CALLS', 'cacheControlOf', 'callOverrideSchema', 'contentSecurityPolicy', 'cspSourceOf', 'extendWireCodes', 'readRuntimeSettings', 'runtimeSettingsSchema', 'securityHeaders', 'withCallOverride']);
    expect(names['@vigil/sdk/settings']?.cjs).toEqual(names['@vigil/sdk/settings']?.esm);
  });
});
