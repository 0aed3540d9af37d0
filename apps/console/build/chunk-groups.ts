import { fileURLToPath } from 'node:url';

/** What the bundler's chunking tells a group's `name` about the module graph (rolldown's ChunkingContext). */
interface Graph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

const source = (path: string) => fileURLToPath(new URL(`../src/${path}`, import.meta.url));
/** /login's page: its code is grouped apart, so /login loads none of the signed-in code. */
const LOGIN = [source('pages/login-page.tsx')];
/** The data a route asks for at navigation: its own chunk, so the request waits for it alone, not for the shell. */
const ROUTE_DATA = [source('features/modules/route-data.ts')];
/** The other signed-out pages. */
const SIGNED_OUT = ['register-page', 'remember-page', 'download-page', 'appfile-page', 'not-found-page'].map((page) => source(`pages/${page}.tsx`));

/** Libraries big enough, and used by few enough pages, to stay in chunks of their own (split where the bundler would). */
const ON_THEIR_OWN = /[\\/]node_modules[\\/].*[\\/]node_modules[\\/](@tiptap|prosemirror-|leaflet|terra-draw|hls\.js|mpegts\.js|uplot|gcoord|dompurify|linkifyjs|orderedmap|rope-sequence|w3c-keyname|markdown-it)/;
/** The code every signed-in page shares: libraries, the packages, the shell (layout, alarm popup) and the generic pieces. */
const SHELL = /[\\/](node_modules|packages[\\/](ui|sdk|realtime))[\\/]|[\\/]apps[\\/]console[\\/]src[\\/](app|components|layout|alarm|routes|state|storage|features[\\/](list|data|forms|format|dicts|modules|tree|export|upload|permissions))[\\/]/;
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

/** A group of the modules `roots` import statically (computed once, from the first module asked about). */
function reachedFrom(name: string, roots: readonly string[]): NameOf {
  let reached: Set<string> | undefined;
  return (id, graph) => {
    reached ??= reach(graph, roots);
    return reached.has(id) ? name : null;
  };
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
  const area: NameOf = (id) => {
    if (ON_THEIR_OWN.test(id)) return null;
    const found = AREA.exec(id);
    return found ? `area-${found[1] ?? found[2]}` : null;
  };
  return [
    // What every page needs before anything else (React, the router, the texts' formatter, the sdk's auth calls): one file.
    { name: 'entry', tags: ['$initial' as const], priority: 5 },
    { name: reachedFrom('login', LOGIN), priority: 4 },
    { name: reachedFrom('signed-out', SIGNED_OUT), priority: 3 },
    { name: reachedFrom('route-data', ROUTE_DATA), priority: 2.5 },
    { name: 'shell', test: (id: string) => SHELL.test(id) && !ON_THEIR_OWN.test(id), priority: 2 },
    { name: area, priority: 1 },
  ];
}
