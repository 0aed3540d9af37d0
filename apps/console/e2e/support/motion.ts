import type { Page } from '@playwright/test';

/**
 * Settles once every CSS transition under way, and every finite CSS animation (a dialog's fade-in), has ended, and
 * the page's fonts have loaded: what a picture or a colour reading must wait for. An endless animation (a spinner) is
 * not waited for.
 */
export async function motionSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const finite = document
      .getAnimations()
      .filter((animation) => animation instanceof CSSTransition || animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}
