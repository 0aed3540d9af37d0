import { fileURLToPath } from 'node:url';

/** What the bundler's chunking tells a group's `name` about the module graph (rolldown's ChunkingContext). */
interface Graph {
  getModuleInfo(id: string): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}

const source = (path: string) => fileURLToPath(new URL(`../src/${path}`, import.meta.url));
/** /login's page: its code is grouped apart, so /login loads none of the signed-in code. */
const LOGIN = [source('pages/login-page.tsx')];
/** The data a route asks for at navigation: its own chunk, so the request waits for it alone, not for the shell. */
const ROUTE_DATA = [source('features/modules/route-data.ts')];
/**
 * The sdk's reader of sign-in answers, which its auth client imports when the session's first answers come: with the
 * route's data request, which start-up has loaded by then, not a file fetched in between.
 */
const AUTH_READER = /[\\/]packages[\\/]sdk[\\/]dist[\\/]read-auth-answer[^\\/]*\.js$/;
/** The other signed-out pages. */
const SIGNED_OUT = ['register-page', 'remember-page', 'download-page', 'appfile-page', 'not-found-page'].map((page) => source(`pages/${page}.tsx`));

/** Libraries big enough, and used by few enough pages, to stay in chunks of their own (split where the bundler would). */
const ON_THEIR_OWN = /[\\/]node_modules[\\/].*[\\/]node_modules[\\/](@tiptap|prosemirror-|leaflet|terra-draw|hls\.js|mpegts\.js|uplot|gcoord|dompurify|linkifyjs|orderedmap|rope-sequence|w3c-keyname|markdown-it)/;
/** The console's generic folders: the shell (layout, alarm popup) and the generic pieces pages are built from. */
const SHELL_FOLDERS = /[\\/]apps[\\/]console[\\/]src[\\/](app|components|layout|alarm|routes|state|storage|features[\\/](list|data|forms|format|dicts|modules|tree|export|upload|permissions))[\\/]/;
const ENTRY = source('main.tsx');
const LAYOUT_ROOT = source('layout/layout.tsx');
/** The tables that load the layout and the pages (app/pages.ts, features/modules/kind-pages.ts). */
const PAGE_TABLES = [source('app/pages.ts'), source('features/modules/kind-pages.ts')];
/** A feature folder (or the plain pages) of the console: the area a route's page belongs to. */
const AREA = /[\\/]apps[\\/]console[\\/]src[\\/](?:features[\\/]([^\\/]+)|(pages))[\\/]/;

const CONSOLE = fileURLToPath(new URL('../src/', import.meta.url));
/** The console's own modules `roots` import statically, themselves included (libraries and packages left out). */
function reach(graph: Graph, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id) || !id.startsWith(CONSOLE)) continue;
    seen.add(id);
    stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

type NameOf = (id: string, graph: Graph) => string | null;

/**
 * A group of the modules `roots` import statically (computed once, from the first module asked about), and of those
 * `also` matches.
 */
function reachedFrom(name: string, roots: readonly string[], also?: RegExp): NameOf {
  let reached: Set<string> | undefined;
  return (id, graph) => {
    reached ??= reach(graph, roots);
    return reached.has(id) || also?.test(id) ? name : null;
  };
}

/** A console module's route area (its feature folder, or the plain pages), else null. */
function areaOf(id: string): string | null {
  const found = AREA.exec(id);
  return found ? `area-${found[1] ?? found[2]}` : null;
}

/**
 * What the layout and the pages load before they render, as groups: the shell every signed-in page loads (what they
 * import statically from the generic folders, with the libraries and packages those import), and each area's chunk
 * (its pages and what they import statically of it). A module loaded lazily (a dynamic import's target: a form
 * dialog, the alarm host, a share dialog) is a boundary: what only it needs is in neither, so a page evaluates none
 * of it before its first rows. A library only an area's own modules import is left to the bundler.
 */
function eagerGroups(graph: Graph): Map<string, string> {
  const lazy = new Set<string>();
  const all = new Set<string>();
  for (const stack = [ENTRY]; stack.length > 0; ) {
    const id = stack.pop() as string;
    if (all.has(id)) continue;
    all.add(id);
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    for (const target of info.dynamicallyImportedIds) lazy.add(target);
    stack.push(...info.importedIds, ...info.dynamicallyImportedIds);
  }
  // The roots: the layout and the pages, as the page tables load them.
  const roots = PAGE_TABLES.flatMap((table) => graph.getModuleInfo(table)?.dynamicallyImportedIds ?? []);
  const groups = new Map<string, string>();
  const seen = new Set<string>();
  const visit = (id: string, shared: boolean) => {
    const key = `${shared ? 's' : 'a'}${id}`;
    if (seen.has(key)) return;
    seen.add(key);
    const own = id.startsWith(CONSOLE);
    // A generic folder's module and what it imports are shared; an area's own module is its area's.
    const nowShared = own ? SHELL_FOLDERS.test(id) : shared;
    const area = own && !nowShared ? areaOf(id) : null;
    if (!ON_THEIR_OWN.test(id)) {
      if (nowShared) groups.set(id, 'shell');
      else if (area && !groups.has(id)) groups.set(id, area);
    }
    for (const next of graph.getModuleInfo(id)?.importedIds ?? []) if (!lazy.has(next)) visit(next, nowShared);
  };
  for (const root of roots) visit(root, root === LAYOUT_ROOT);
  return groups;
}

/**
 * rolldown's `codeSplitting.groups`: fewer, right-sized files. Left to itself the bundler makes one chunk per set of
 * pages sharing a module: 92 files (61 under 2 KB gzip) for one list page, each a request. A group takes the modules
 * its members import too, so the groups go from the smallest need up: /login's page and what it imports; the other
 * signed-out pages; what a route's data request needs (the full sdk client, the query cache, the prefetch table); the
 * shell every signed-in page loads; then one chunk per route area (feature folder). What no
 * group names (the big libraries of a few pages) is left to the bundler.
 */
export function chunkGroups() {
  let eager: Map<string, string> | undefined;
  const eagerGroup =
    (shell: boolean): NameOf =>
    (id, graph) => {
      eager ??= eagerGroups(graph);
      const group = eager.get(id);
      return group !== undefined && (group === 'shell') === shell ? group : null;
    };
  return [
    // What every page needs before anything else (React, the router, the texts' formatter, the sdk's auth calls): one file.
    { name: 'entry', tags: ['$initial' as const], priority: 5 },
    { name: reachedFrom('login', LOGIN), priority: 4 },
    { name: reachedFrom('signed-out', SIGNED_OUT), priority: 3 },
    { name: reachedFrom('route-data', ROUTE_DATA, AUTH_READER), priority: 2.5 },
    { name: eagerGroup(true), priority: 2 },
    { name: eagerGroup(false), priority: 1 },
  ];
}
