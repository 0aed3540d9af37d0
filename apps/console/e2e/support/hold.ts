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
   * After `release()`: resolves once every request held so far has gone on to the server (`true`) or was found
   * aborted by the page (`false`), one entry a request.
   */
  settled(): Promise<boolean[]>;
}

/** Holds the requests matching `url` (a glob or a predicate, as `page.route` takes) until `release()`. */
export async function holdRequests(page: Page, url: string | ((url: URL) => boolean)): Promise<HeldRequests> {
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const urls: string[] = [];
  const passed: Promise<boolean>[] = [];
  await page.route(url, (route) => {
    urls.push(route.request().url());
    const done = gate.then(() =>
      route.continue().then(
        () => true,
        // The page aborted the request while it was held: Playwright refuses to continue it.
        () => false,
      ),
    );
    passed.push(done);
    return done.then(() => undefined);
  });
  return { urls, release: () => open(), settled: () => Promise.all(passed) };
}

