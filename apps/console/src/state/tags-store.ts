import { proxy } from 'valtio';
import type { MessageKey } from '../i18n/zh-CN';
import { ROUTES } from '../routes/route-table';
import type { LocalStore } from '../storage/local-store';
import { LOCAL } from '../storage/storage-keys';

export interface VisitedTag {
  /** Full path including the query, as visited. */
  path: string;
  title: MessageKey;
}

export interface TagsState {
  visited: VisitedTag[];
}

/** Tag titles are route titles; checked without the catalogs, which load after the stores. */
const ROUTE_TITLES: ReadonlySet<string> = new Set(ROUTES.map((r) => r.title));
const isRouteTitle = (title: string): title is MessageKey => ROUTE_TITLES.has(title);

/** Caps the strip so a long session does not grow storage without bound. */
const MAX_TAGS = 30;

function parseTags(value: unknown): VisitedTag[] | null {
  if (!Array.isArray(value)) return null;
  return value.flatMap((v: unknown) => {
    if (typeof v !== 'object' || v === null) return [];
    const { path, title } = v as Record<string, unknown>;
    return typeof path === 'string' && path.startsWith('/') && typeof title === 'string' && isRouteTitle(title)
      ? [{ path, title }]
      : [];
  });
}

/** `tags` with `home` first (once), so the module's home tab survives "close others" and "close all". */
function withHome(tags: VisitedTag[], home: VisitedTag | undefined): VisitedTag[] {
  if (!home) return tags;
  return [{ path: home.path, title: home.title }, ...tags.filter((t) => t.path !== home.path)];
}

/** Visited-tags strip, persisted so it survives a reload. Closing returns where to go next. */
/** The path without its query: a page's identity in the tags strip and the kept-alive pages. */
export function pathnameOf(fullPath: string): string {
  const query = fullPath.indexOf('?');
  return query === -1 ? fullPath : fullPath.slice(0, query);
}

/**
 * `reachable`: whether a stored tag's page can still be opened (in the stored module); tags of another module, kept
 * from before a module switch, are dropped on load rather than shown to throw the user to the chooser.
 */
export function createTagsStore(local: LocalStore, reachable: (path: string) => boolean = () => true) {
  const state = proxy<TagsState>({ visited: (local.get(LOCAL.visitedTags, parseTags) ?? []).filter((tag) => reachable(pathnameOf(tag.path))) });
  const save = () => local.set(LOCAL.visitedTags, state.visited);

  return {
    state,
    /** One tag per page: visiting it again with another query (a list's filters, its page) updates the tag's query. */
    visit(path: string, title: MessageKey) {
      const existing = state.visited.find((t) => pathnameOf(t.path) === pathnameOf(path));
      if (existing) {
        if (existing.title === title && existing.path === path) return;
        existing.title = title;
        existing.path = path;
      } else {
        state.visited.push({ path, title });
        if (state.visited.length > MAX_TAGS) state.visited.splice(0, state.visited.length - MAX_TAGS);
      }
      save();
    },
    /** Closes `path`; if it was `active`, returns the neighbour to show (or '/' when none is left). */
    close(path: string, active: string): string | null {
      const index = state.visited.findIndex((t) => t.path === path);
      if (index < 0) return null;
      state.visited.splice(index, 1);
      save();
      if (path !== active) return null;
      const next = state.visited[index] ?? state.visited[index - 1];
      return next?.path ?? '/';
    },
    /** Keeps `path` and, when given, the module's home tab (which stays first). */
    closeOthers(path: string, home?: VisitedTag) {
      state.visited = withHome(
        state.visited.filter((t) => t.path === path),
        home,
      );
      save();
    },
    /** Forgets every tag: the module changed or the main menu was chosen (spec §2: it clears the stored routes). */
    clear() {
      if (state.visited.length === 0) return;
      state.visited = [];
      save();
    },
    /** Closes every tag but the module's home (when given); returns where to go: home, or '/' without one. */
    closeAll(home?: VisitedTag): string {
      state.visited = withHome([], home);
      save();
      return home?.path ?? '/';
    },
  };
}

export type TagsStore = ReturnType<typeof createTagsStore>;
