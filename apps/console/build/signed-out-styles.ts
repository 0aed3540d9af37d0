import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const SRC = fileURLToPath(new URL('../src/', import.meta.url));
const UI = fileURLToPath(new URL('../../../packages/ui/src/', import.meta.url));

/**
 * The files whose classes the signed-out pages (/login, /register, /remember, /download, /appfile, the 404) and what
 * every page runs first (the entry: app frame, toasts, error boundaries) use, relative to src/. Their Tailwind sheet
 * is the one /login loads; the whole app's sheet loads with the signed-in code (app/full-styles.ts). The build fails
 * when a module of those pages is missing here (`checkSignedOutSources`), so a class is never left out.
 */
export const SIGNED_OUT_SOURCES = [
  'main.tsx',
  'app/app.tsx',
  'app/settings-error-page.tsx',
  'app/when-loaded.tsx',
  'components/auth-form.tsx',
  'components/auth-frame.tsx',
  'components/back-home-link.tsx',
  'components/error-boundary.tsx',
  'components/form-parts.tsx',
  'components/language-switch.tsx',
  'components/sms-code-field.tsx',
  'components/toasts.tsx',
  'features/upload/file-preview.tsx',
  'pages/appfile-page.tsx',
  'pages/download-page.tsx',
  'pages/login-page.tsx',
  'pages/login-parts.tsx',
  'pages/login-phone-form.tsx',
  'pages/not-found-page.tsx',
  'pages/register-page.tsx',
  'pages/remember-page.tsx',
  '../../../packages/ui/src/components/button.tsx',
  '../../../packages/ui/src/components/form-field.tsx',
  '../../../packages/ui/src/components/input.tsx',
  '../../../packages/ui/src/components/spinner.tsx',
  '../../../packages/ui/src/components/toast.tsx',
  '../../../packages/ui/src/lib/cn.ts',
  '../../../packages/ui/src/lib/focus-ring.ts',
  '../../../packages/ui/src/lib/toast-store.ts',
];

/** The Tailwind entry of the signed-out sheet: no automatic source detection, only the files above. */
export const signedOutStylesCss = () =>
  ['@import "tailwindcss" source(none);', '@import "@vigil/ui/styles.css";', ...SIGNED_OUT_SOURCES.map((file) => `@source "./${file}";`)].join('\n');

interface ChunkLike {
  type: 'chunk';
  name: string;
  isEntry: boolean;
  modules: Record<string, { renderedLength: number }>;
}

/** Chunks whose code the signed-out pages run: the entry, and the `login` and `signed-out` groups (build/chunk-groups.ts). */
const SIGNED_OUT_CHUNKS = new Set(['login', 'signed-out']);

/**
 * Fails the build when a signed-out page's module that may hold classes (a .tsx or .ts file of the console or of
 * @vigil/ui) is not a source of the signed-out sheet: its classes would be missing on /login. Counts the modules the
 * entry, `login` and `signed-out` chunks keep, and the console modules those pages import lazily (the phone form).
 */
export function checkSignedOutSources(): Plugin {
  const known = new Set(SIGNED_OUT_SOURCES.map((file) => fileURLToPath(new URL(file, `file://${SRC}`))));
  return {
    name: 'vigil-signed-out-sources',
    apply: 'build',
    generateBundle(_options, bundle) {
      const used = new Set<string>();
      const lazy: string[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const chunk = output as unknown as ChunkLike;
        if (!chunk.isEntry && !SIGNED_OUT_CHUNKS.has(chunk.name)) continue;
        for (const [id, module] of Object.entries(chunk.modules)) {
          if (module.renderedLength === 0) continue;
          used.add(id);
          if (!chunk.isEntry) lazy.push(...(this.getModuleInfo(id)?.dynamicallyImportedIds ?? []));
        }
      }
      // A signed-out page's lazy piece, and the console modules it imports (the pages' own, not the entry's lazy pages).
      for (let id = lazy.pop(); id !== undefined; id = lazy.pop()) {
        if (used.has(id) || !id.startsWith(SRC)) continue;
        used.add(id);
        lazy.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
      const missing = [...used].filter((id) => /\.tsx?$/.test(id) && (id.startsWith(SRC) || id.startsWith(UI)) && !known.has(id) && !noClasses(id));
      if (missing.length > 0) {
        this.error(`The signed-out pages use modules the signed-out sheet does not scan; add them to SIGNED_OUT_SOURCES (build/signed-out-styles.ts):\n${missing.map((id) => `  ${relative(SRC, id)}`).join('\n')}`);
      }
    },
  };
}

/** Modules without markup (.ts files other than @vigil/ui's class helpers): no classes to scan. */
function noClasses(id: string): boolean {
  return id.endsWith('.ts') && !id.startsWith(`${UI}lib/`);
}
