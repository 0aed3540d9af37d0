import { meaningOf } from '@vigil/sdk';
import type { MessageKey } from '../../i18n/zh-CN';
import { useT } from '../../i18n/use-t';
import { HIGH_COLOR, LOW_COLOR } from './chart-options';
import { lineLabel } from './line-label';
import type { HistorySeries } from './history-series';

/** The word of a band by what it means for its measure: a gas's first or second level, oxygen's deficiency or enrichment. */
const BAND_WORD = { firstLevel: 'history.lowAlarm', secondLevel: 'history.highAlarm', deficiency: 'history.deficiencyAlarm', enrichment: 'history.enrichmentAlarm' } as const satisfies Record<string, MessageKey>;

/** The thresholds drawn on the chart, in words: each probe's low and high alarm (as its measure alarms) with its unit. */
export function ThresholdKey({ series }: { series: HistorySeries }) {
  const t = useT();
  const items = series.lines.flatMap((line) =>
    (['low', 'high'] as const).flatMap((which) => {
      const value = line[which];
      const meaning = meaningOf(line.direction ?? 'rising', which);
      if (value === null || meaning === 'normal') return [];
      const text = t(BAND_WORD[meaning], { probe: lineLabel(line.name, line.unit), value: `${value} ${line.unit}`.trim() });
      return [{ key: `${line.probe}-${which}`, color: which === 'low' ? LOW_COLOR : HIGH_COLOR, text }];
    }),
  );
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
