import type uPlot from 'uplot';
import { describe, expect, it } from 'vitest';
import { chartOptions, thresholdLines, timeTicks } from './chart-options';
import type { HistorySeries } from './history-series';
import { thresholdPlugin } from './threshold-plugin';
import { zonedClock } from './wall-clock';

const series: HistorySeries = {
  times: [0, 60, 120],
  lines: [
    { probe: '1', name: 'CH4', unit: '%LEL', low: 5, high: 20, values: [1, 2, 3] },
    { probe: '2', name: 'CO', unit: 'ppm', low: null, high: 150, values: [10, 11, 12] },
  ],
};

/** Runs the plugin's draw hook on a fake plot whose y scale maps a value v to pixel 300 − v, and records the strokes. */
function drawn(values: { value: number; scale: string }[]) {
  const strokes: { y: number; color: string }[] = [];
  let y = 0;
  const ctx = {
    save() {},
    restore() {},
    beginPath() {},
    rect() {},
    clip() {},
    setLineDash() {},
    moveTo(_x: number, at: number) {
      y = at;
    },
    lineTo() {},
    stroke() {
      strokes.push({ y, color: ctx.strokeStyle });
    },
    strokeStyle: '',
    lineWidth: 1,
  };
  const plot = { ctx, bbox: { left: 0, top: 0, width: 500, height: 300 }, valToPos: (v: number) => 300 - v } as unknown as uPlot;
  const plugin = thresholdPlugin(values.map((v) => ({ ...v, color: `c${v.value}`, dash: [6, 4] })));
  const draw = plugin.hooks.draw;
  for (const hook of Array.isArray(draw) ? draw : [draw]) hook?.(plot);
  return strokes;
}

describe('threshold lines', () => {
  it('gives each probe its low and high alarm on its unit’s scale', () => {
    expect(thresholdLines(series).map(({ value, scale }) => ({ value, scale }))).toEqual([
      { value: 5, scale: 'y:%LEL' },
      { value: 20, scale: 'y:%LEL' },
      { value: 150, scale: 'y:ppm' },
    ]);
  });

  it('draws a horizontal line at each visible threshold and leaves out one above the plot', () => {
    expect(drawn([{ value: 20, scale: 'y' }, { value: 400, scale: 'y' }, { value: 5, scale: 'y' }])).toEqual([
      { y: 280, color: 'c20' },
      { y: 295, color: 'c5' },
    ]);
  });

  it('widens a unit’s y range to include its thresholds, whatever the readings', () => {
    const options = chartOptions(series, { width: 800, height: 300 }, 'Asia/Shanghai', { time: 'Time' });
    const range = options.scales?.['y:ppm']?.range;
    if (typeof range !== 'function') throw new Error('no range function');
    const [min, max] = range({} as uPlot, 10, 12, 'y:ppm');
    expect(min).toBeLessThanOrEqual(10);
    expect(max).toBeGreaterThanOrEqual(150);
    expect(options.series.map((s) => s.label)).toEqual(['Time', 'CH4 (%LEL)', 'CO (ppm)']);
  });
});

describe('the time axis', () => {
  const ticks = timeTicks(zonedClock('Asia/Shanghai'));
  const midnight = Date.parse('2026-11-22T16:00:00Z') / 1000;

  it('labels hours on the user zone wall clock, with the day at midnight', () => {
    expect(ticks({} as uPlot, [midnight, midnight + 3600], 0, 0, 3600)).toEqual(['11-23\n00:00', '01:00']);
  });

  it('labels days when ticks are a day apart', () => {
    expect(ticks({} as uPlot, [midnight, midnight + 86_400], 0, 0, 86_400)).toEqual(['11-23', '11-24']);
  });

  it('shows the legend time with the page formatter', () => {
    const options = chartOptions(series, { width: 800, height: 300 }, 'Asia/Shanghai', { time: 'Time', formatTime: (s) => `t${s}` });
    const value = options.series[0]?.value;
    expect(typeof value === 'function' ? value({} as uPlot, 60, 0, 0) : value).toBe('t60');
  });
});
