#!/usr/bin/env node
/**
 * The 16-split's cost: /hat-video/split with 16 live mock streams (8 WebSocket-FLV through mpegts.js, 8 HLS through
 * hls.js) in headless Chromium, against floors from the same run: the same page with its 16 windows empty, and with
 * one stream. For each: the JS heap after a garbage collection and the main thread's busy time (CDP
 * Performance.getMetrics TaskDuration) over WINDOW_S seconds of playback. Printed, not judged (issue #15).
 */
import { assertBuilt, fail, launchChromium, signInAdmin, startMock } from './support.mjs';

const NAME = 'video split bench';
const WINDOW_S = 10;
// Tall enough that all 16 windows are on screen: a window out of view has no player.
const VIEWPORT = { width: 1600, height: 1300 };

assertBuilt(NAME);
const mock = await startMock(NAME, { captcha: false, products: 'all', alarmInterval: 0 });
const browser = await launchChromium();

/** Opens the split page with `layout` windows and `streams` channels playing; answers heap and main-thread figures. */
async function measure(layout, streams) {
  const page = await browser.newPage({ viewport: VIEWPORT });
  try {
    await signInAdmin(page, mock);
    await page.context().addCookies([{ name: 'module', value: 'hat', url: mock.url }]);
    await page.goto(`${mock.url}/hat-video/split`);
    await page.getByRole('button', { name: `${layout} 分屏` }).click();
    const channels = page.getByRole('navigation', { name: '视频通道' });
    for (let n = 1; n <= streams; n += 1) await channels.getByRole('button', { name: `通道 ${n}`, exact: true }).click();
    // Every stream playing (its currentTime past 0.5 s) before the window starts.
    await page.waitForFunction((count) => [...document.querySelectorAll('video')].filter((video) => video.currentTime > 0.5).length >= count, streams, { timeout: 60_000 });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const metric = async (name) => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === name)?.value ?? 0;
    const busyBefore = await metric('TaskDuration');
    await page.waitForTimeout(WINDOW_S * 1000);
    const busy = (await metric('TaskDuration')) - busyBefore;
    const playing = await page.evaluate(() => [...document.querySelectorAll('video')].filter((video) => !video.paused && video.currentTime > 0).length);
    if (playing < streams) fail(NAME, `${streams} streams asked, ${playing} playing at the end`);
    await cdp.send('HeapProfiler.collectGarbage');
    const heap = await metric('JSHeapUsedSize');
    return { heapMb: heap / 1024 / 1024, busyMs: busy * 1000, playing };
  } finally {
    await page.close();
  }
}

try {
  const empty = await measure(16, 0);
  const one = await measure(16, 1);
  const full = await measure(16, 16);
  const line = (label, r) => `  ${r.heapMb.toFixed(1).padStart(6)} MB heap  ${r.busyMs.toFixed(0).padStart(6)} ms main thread (${((r.busyMs / (WINDOW_S * 1000)) * 100).toFixed(1)}%)  ${label}`;
  console.log(`Video 16-split, /hat-video/split in headless Chromium, main-thread time over ${WINDOW_S} s of playback, heap after GC:`);
  console.log(line('16 windows empty (floor)', empty));
  console.log(line('1 stream playing', one));
  console.log(line(`16 streams playing (${full.playing} playing: 8 FLV over WebSocket, 8 HLS)`, full));
  console.log(`  ratio to the empty floor: heap ${(full.heapMb / empty.heapMb).toFixed(2)}x, main thread ${(full.busyMs / Math.max(empty.busyMs, 1)).toFixed(1)}x; per stream ${((full.busyMs - empty.busyMs) / 16).toFixed(0)} ms main thread, ${((full.heapMb - empty.heapMb) / 16).toFixed(2)} MB heap`);
} finally {
  await browser.close();
  await mock.close();
}
