import { Button } from '@vigil/ui';
import { ChevronLeft, ChevronRight, ZoomIn, ZoomOut } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { useT } from '../../i18n/use-t';
import { chartData, chartOptions } from './chart-options';
import type { HistorySeries } from './history-series';
import { ThresholdKey } from './threshold-key';

const HEIGHT = 320;

interface XRange {
  min: number;
  max: number;
}

/**
 * A device's history as a uPlot chart: drag across it to zoom into a time span, pan with the arrows, and reset to
 * the whole range. The visible x range is on the element (`data-x-min`/`data-x-max`, seconds) for tests and tools.
 */
export function HistoryChart({ series, timeZone, formatTime }: { series: HistorySeries; timeZone: string; formatTime: (seconds: number) => string }) {
  const t = useT();
  const host = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const full: XRange = { min: series.times[0] ?? 0, max: series.times.at(-1) ?? 0 };
  const [view, setView] = useState<XRange>(full);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const options = chartOptions(series, { width: element.clientWidth || 800, height: HEIGHT }, timeZone, { time: t('history.time'), formatTime });
    options.hooks = { setScale: [(u, key) => key === 'x' && setView({ min: u.scales.x?.min ?? 0, max: u.scales.x?.max ?? 0 })] };
    const u = new uPlot(options, chartData(series), element);
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
  const pan = (direction: -1 | 1) => {
    const width = view.max - view.min;
    const shift = Math.max(Math.min(direction * width * 0.5, full.max - view.max), full.min - view.min);
    plot.current?.setScale('x', { min: view.min + shift, max: view.max + shift });
  };

  // Without a mouse: the middle half of the view (a drag selects any span).
  const zoomIn = () => {
    const quarter = (view.max - view.min) / 4;
    plot.current?.setScale('x', { min: view.min + quarter, max: view.max - quarter });
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
        <Button size="sm" variant="outline" data-action="reset-zoom" onClick={() => plot.current?.setScale('x', full)} disabled={!zoomed}>
          <ZoomOut aria-hidden="true" className="size-4" />
          {t('history.resetZoom')}
        </Button>
        <span className="text-xs text-muted-foreground">{t('history.zoomHint')}</span>
      </div>
      <div ref={host} data-testid="history-chart" data-x-min={view.min} data-x-max={view.max} className="w-full overflow-hidden" />
      <ThresholdKey series={series} />
    </figure>
  );
}
