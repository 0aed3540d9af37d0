import type uPlot from 'uplot';
import { describe, expect, it } from 'vitest';
import { bandPlugin } from './band-plugin';
import { bands, chartOptions } from './chart-options';
import type { HistorySeries } from './history-series';

const bucketed: HistorySeries = {
  times: [0, 3600, 7200, 10_800],
  bucketSeconds: 3600,
  readings: 240,
  lines: [{ probe: '1', name: 'CH4', unit: '%LEL', low: 5, high: 20, values: [2, 3, null, 4], min: [1, 2, null, 3], max: [6, 30, null, 8] }],
};

/** Runs the band plugin on a fake plot (x: seconds / 36 px, y: 300 − value) and records each filled polygon. */
function filled(series: HistorySeries) {
  const polygons: [number, number][][] = [];
  let points: [number, number][] = [];
  const ctx = {
    save() {},
    restore() {},
    rect() {},
    clip() {},
    beginPath() {
      points = [];
    },
    moveTo(x: number, y: number) {
      points.push([x, y]);
    },
    lineTo(x: number, y: number) {
      points.push([x, y]);
    },
    closePath() {},
    fill() {
      polygons.push(points);
    },
    fillStyle: '',
  };
  const plot = { ctx, bbox: { left: 0, top: 0, width: 500, height: 300 }, data: [series.times], valToPos: (v: number, scale: string) => (scale === 'x' ? v / 36 : 300 - v) } as unknown as uPlot;
  const hook = bandPlugin(bands(series)).hooks.drawAxes;
  for (const run of Array.isArray(hook) ? hook : [hook]) run?.(plot);
  return polygons;
}

describe('buckets draw the mean with a band from min to max', () => {
  it('fills from max along the top and back along min, broken where a bucket has no readings', () => {
    expect(filled(bucketed)).toEqual([
      [[0, 294], [100, 270], [100, 298], [0, 299]],
      [[300, 292], [300, 297]],
    ]);
  });

  it('draws no band for every-reading series', () => {
    expect(filled({ times: [0, 60], lines: [{ probe: '1', name: 'CH4', unit: '%LEL', low: 5, high: 20, values: [1, 2] }] })).toEqual([]);
  });

  it('keeps the whole band in the y range and shows min–max beside the mean at the cursor', () => {
    const options = chartOptions(bucketed, { width: 800, height: 300 }, 'Asia/Shanghai', { time: 'Time' });
    const range = options.scales?.['y:%LEL']?.range;
    if (typeof range !== 'function') throw new Error('no range function');
    const [min, max] = range({} as uPlot, 2, 4, 'y:%LEL');
    expect(min).toBeLessThanOrEqual(1);
    expect(max).toBeGreaterThanOrEqual(30);
    const value = options.series[1]?.value;
    expect(typeof value === 'function' ? value({} as uPlot, 3, 1, 1) : value).toBe('3 (2–30)');
  });
});
