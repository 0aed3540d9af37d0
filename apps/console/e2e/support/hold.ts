import type { Page } from '@playwright/test';

/**
 * Requests held at the network until the test lets them go: what a page shows while a call is under way (a progress
 * dialog, a cancel button) stays on screen for as long as the test needs to look at it, on an idle or a busy machine.
 */
export interface HeldRequests {
  /** URLs of the requests held so far, in order. */
  readonly urls: string[];
  /** Lets every held request, and any later one, go on to the server. */
  release(): void;
  /**
   * After `release()`: resolves once every request held so far has been let go. (Playwright lets a request the page
   * has aborted "go" without error: whether the page aborted it is seen on the page's `requestfailed` event.)
   */
  settled(): Promise<void>;
  /**
   * Resolves once a request has come to the network and is held: the call is under way. A page that aborts it from
   * then on fails it where the test sees it (`requestfailed`); aborted before, while the page still prepares the
   * request, it never reaches the network and fires no such event.
   */
  arrived(): Promise<void>;
}

/** Holds the requests matching `url` (a glob or a predicate, as `page.route` takes) until `release()`. */
export async function holdRequests(page: Page, url: string | ((url: URL) => boolean)): Promise<HeldRequests> {
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const urls: string[] = [];
  const passed: Promise<void>[] = [];
  let came: () => void = () => undefined;
  const first = new Promise<void>((resolve) => {
    came = resolve;
  });
  await page.route(url, (route) => {
    urls.push(route.request().url());
    came();
    const done = gate.then(() => route.continue().catch(() => undefined));
    passed.push(done);
    return done;
  });
  return {
    urls,
    release: () => open(),
    settled: async () => {
      await Promise.all(passed);
    },
    arrived: () => first,
  };
}

