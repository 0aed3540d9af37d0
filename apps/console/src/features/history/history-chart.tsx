import { Button } from '@vigil/ui';
import { ChevronLeft, ChevronRight, ZoomIn, ZoomOut } from 'lucide-react';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { useT } from '../../i18n/use-t';
import { chartData, chartOptions } from './chart-options';
import type { HistorySeries } from './history-series';
import { ThresholdKey } from './threshold-key';

const HEIGHT = 320;

/** A span of the x axis in seconds. */
export interface XRange {
  min: number;
  max: number;
}

/** Two views are the same to within a second (uPlot hands back what it was given, give or take rounding). */
export const same = (a: XRange, b: XRange) => Math.abs(a.min - b.min) < 1 && Math.abs(a.max - b.max) < 1;

interface HistoryChartProps {
  series: HistorySeries;
  /** The whole chosen range, and the part of it in view (seconds). */
  full: XRange;
  view: XRange;
  /** The view changed (drag, zoom, pan, reset): the page fetches it at its own resolution. */
  onView: (view: XRange) => void;
  /** The view's own data is on its way; what is drawn is coarser meanwhile. */
  busy?: boolean;
  timeZone: string;
  formatTime: (seconds: number) => string;
}

/**
 * A device's history as a uPlot chart: drag across it to zoom into a time span, pan with the arrows, and reset to
 * the whole range. The view is the page's (it fetches finer data for it); a new series is drawn in the current view.
 * The visible x range is on the element (`data-x-min`/`data-x-max`, seconds), and what it is drawn from
 * (`data-resolution`: `raw` or the bucket size in seconds), for tests and tools.
 */
export function HistoryChart({ series, full, view, onView, busy = false, timeZone, formatTime }: HistoryChartProps) {
  const t = useT();
  const host = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  // Read by the plot's hooks, which outlive a render.
  const current = useRef({ view, onView });
  current.current = { view, onView };

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const options = chartOptions(series, { width: element.clientWidth || 800, height: HEIGHT }, timeZone, { time: t('history.time'), formatTime });
    // uPlot first fits the data; only the view set below (and what the user does after) is reported.
    let drawn = false;
    options.hooks = {
      setScale: [
        (u, key) => {
          const next = { min: u.scales.x?.min ?? 0, max: u.scales.x?.max ?? 0 };
          if (drawn && key === 'x' && !same(next, current.current.view)) current.current.onView(next);
        },
      ],
    };
    const u = new uPlot(options, chartData(series), element);
    u.setScale('x', current.current.view);
    drawn = true;
    plot.current = u;
    const resize = new ResizeObserver(() => u.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      u.destroy();
      plot.current = null;
    };
  }, [series, timeZone, t, formatTime]);

  const zoomed = view.min > full.min || view.max < full.max;
  const show = (next: XRange) => plot.current?.setScale('x', next);
  const pan = (direction: -1 | 1) => {
    const width = view.max - view.min;
    const shift = Math.max(Math.min(direction * width * 0.5, full.max - view.max), full.min - view.min);
    show({ min: view.min + shift, max: view.max + shift });
  };

  // Without a mouse: the middle half of the view (a drag selects any span).
  const zoomIn = () => {
    const quarter = (view.max - view.min) / 4;
    show({ min: view.min + quarter, max: view.max - quarter });
  };

  return (
    <figure className="grid gap-2" aria-label={t('history.chart')}>
      <div className="flex flex-wrap items-center gap-2">
        <Button size="sm" variant="outline" onClick={zoomIn} disabled={view.max - view.min <= 120}>
          <ZoomIn aria-hidden="true" className="size-4" />
          {t('history.zoomIn')}
        </Button>
        <Button size="sm" variant="outline" onClick={() => pan(-1)} disabled={!zoomed || view.min <= full.min}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          {t('history.panLeft')}
        </Button>
        <Button size="sm" variant="outline" onClick={() => pan(1)} disabled={!zoomed || view.max >= full.max}>
          {t('history.panRight')}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
        <Button size="sm" variant="outline" data-action="reset-zoom" onClick={() => show(full)} disabled={!zoomed}>
          <ZoomOut aria-hidden="true" className="size-4" />
          {t('history.resetZoom')}
        </Button>
        <span className="text-xs text-muted-foreground">{t('history.zoomHint')}</span>
      </div>
      <div
        ref={host}
        data-testid="history-chart"
        data-x-min={view.min}
        data-x-max={view.max}
        data-resolution={series.bucketSeconds ?? 'raw'}
        aria-busy={busy}
        className="w-full overflow-hidden"
      />
      <ThresholdKey series={series} />
    </figure>
  );
}
