import type { Locator } from '@playwright/test';

// Media tests wait for the player's own events, within the test's time budget (which the config and test.slow()
// scale), never for a fixed time: a stream starts later on a busy machine, it does not start differently.

/** Waits for `video`'s `loadedmetadata` (or finds it already past): its duration and size are known. */
export async function metadataLoaded(video: Locator): Promise<void> {
  await video.evaluate((element: HTMLVideoElement) =>
    element.readyState >= HTMLMediaElement.HAVE_METADATA
      ? undefined
      : new Promise<void>((resolve) => element.addEventListener('loadedmetadata', () => resolve(), { once: true })),
  );
}

/** Waits for `video`'s `timeupdate` events to carry its position past `seconds`; gives that position. */
export async function playedPast(video: Locator, seconds: number): Promise<number> {
  return video.evaluate(
    (element: HTMLVideoElement, past: number) =>
      new Promise<number>((resolve) => {
        const check = () => {
          if (element.currentTime <= past) return;
          element.removeEventListener('timeupdate', check);
          resolve(element.currentTime);
        };
        element.addEventListener('timeupdate', check);
        check();
      }),
    seconds,
  );
}

/** Waits until `video` plays: its position moves on by more than half a second from where it first is past 0. */
export async function playing(video: Locator): Promise<void> {
  await playedPast(video, (await playedPast(video, 0)) + 0.5);
}

/**
 * Waits until `video` has played on for `seconds` from now, both of its stream and of the page's clock (a live player
 * may play faster than the clock to catch up; a recorder counts the clock).
 */
export async function playedFor(video: Locator, seconds: number): Promise<void> {
  await video.evaluate(
    (element: HTMLVideoElement, span: number) =>
      new Promise<void>((resolve) => {
        const from = { position: element.currentTime, at: performance.now() };
        const check = () => {
          if (element.currentTime - from.position <= span || performance.now() - from.at <= span * 1000) return;
          element.removeEventListener('timeupdate', check);
          resolve();
        };
        element.addEventListener('timeupdate', check);
      }),
    seconds,
  );
}
