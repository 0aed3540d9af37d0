/**
 * The page side of bench/history-draw.mjs: draws a 43,200-point series (30 days, one a minute) with the history
 * chart's own options (thresholds plugin, unit scales, time zone) and with bare uPlot defaults, and times each from
 * construction to the end of its first draw (uPlot's `draw` hook). Bundled with Vite, run in headless Chromium.
 */
import uPlot from 'uplot';
import { chartData, chartOptions } from '../../src/features/history/chart-options';
import type { HistorySeries } from '../../src/features/history/history-series';

const POINTS = 43_200;
const SIZE = { width: 1200, height: 320 };

function series(): HistorySeries {
  const start = Date.UTC(2026, 9, 24) / 1000;
  const times = Array.from({ length: POINTS }, (_, i) => start + i * 60);
  const values = times.map((_, i) => Math.round((12 + Math.sin(i / 720) * 6 + ((i * 7919) % 101) / 50) * 100) / 100);
  return { times, lines: [{ probe: '1', name: 'CH4', unit: '%LEL', low: 5, high: 20, values }] };
}

/** Milliseconds from `new uPlot` to the end of its first draw. */
function timeDraw(make: (draw: uPlot.Plugin) => uPlot): Promise<number> {
  return new Promise((resolve) => {
    const start = performance.now();
    let plot: uPlot | undefined;
    const done = { hooks: { draw: () => queueMicrotask(() => { resolve(performance.now() - start); plot?.destroy(); }) } };
    plot = make(done);
  });
}

async function run(rounds: number): Promise<{ ours: number[]; bare: number[]; points: number }> {
  const data = series();
  const host = document.getElementById('chart') as HTMLElement;
  const ours: number[] = [];
  const bare: number[] = [];
  for (let i = 0; i < rounds; i++) {
    ours.push(
      await timeDraw((draw) => {
        const options = chartOptions(data, SIZE, 'Asia/Shanghai', { time: 'Time' });
        return new uPlot({ ...options, plugins: [...(options.plugins ?? []), draw] }, chartData(data), host);
      }),
    );
    bare.push(await timeDraw((draw) => new uPlot({ ...SIZE, series: [{}, { stroke: 'red' }], plugins: [draw] }, [data.times, data.lines[0]?.values ?? []], host)));
  }
  return { ours, bare, points: data.times.length };
}

(window as unknown as { historyBench: typeof run }).historyBench = run;
