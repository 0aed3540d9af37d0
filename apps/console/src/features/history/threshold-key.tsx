import { useT } from '../../i18n/use-t';
import { HIGH_COLOR, LOW_COLOR } from './chart-options';
import { lineLabel } from './line-label';
import type { HistorySeries } from './history-series';

/** The thresholds drawn on the chart, in words: each probe's low and high alarm with its unit. */
export function ThresholdKey({ series }: { series: HistorySeries }) {
  const t = useT();
  const items = series.lines.flatMap((line) => [
    ...(line.low === null ? [] : [{ key: `${line.probe}-low`, color: LOW_COLOR, text: t('history.lowAlarm', { probe: lineLabel(line.name, line.unit), value: `${line.low} ${line.unit}`.trim() }) }]),
    ...(line.high === null ? [] : [{ key: `${line.probe}-high`, color: HIGH_COLOR, text: t('history.highAlarm', { probe: lineLabel(line.name, line.unit), value: `${line.high} ${line.unit}`.trim() }) }]),
  ]);
  if (items.length === 0) return null;
  return (
    <figcaption>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground" data-testid="history-thresholds">
        {items.map((item) => (
          <li key={item.key} className="inline-flex items-center gap-1">
            <span aria-hidden="true" className="inline-block w-5 border-t-2 border-dashed" style={{ borderColor: item.color }} />
            {item.text}
          </li>
        ))}
      </ul>
    </figcaption>
  );
}
