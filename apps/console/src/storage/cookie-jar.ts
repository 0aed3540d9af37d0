/** Anything with a `cookie` property that behaves like `document.cookie`. */
export interface CookieHost {
  cookie: string;
}

export interface CookieJar {
  get(name: string): string | null;
  set(name: string, value: string): void;
  remove(name: string): void;
}

/** Cookies on `host` (the document by default), scoped to `path` so sub-path deployments stay apart. */
export function createCookieJar(host: CookieHost, path = '/'): CookieJar {
  const attrs = `; path=${path}; SameSite=Lax`;
  return {
    get(name) {
      for (const part of host.cookie.split(';')) {
        const eq = part.indexOf('=');
        if (eq < 0) continue;
        if (decodeURIComponent(part.slice(0, eq).trim()) !== name) continue;
        try {
          return decodeURIComponent(part.slice(eq + 1).trim());
        } catch {
          return part.slice(eq + 1).trim();
        }
      }
      return null;
    },
    set(name, value) {
      host.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}${attrs}`;
    },
    remove(name) {
      host.cookie = `${encodeURIComponent(name)}=${attrs}; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
    },
  };
}
