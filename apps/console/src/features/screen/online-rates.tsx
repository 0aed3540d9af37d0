import type { ModuleCode } from '@vigil/sdk/modules';
import { useT } from '../../i18n/use-t';

export interface ModuleOnline {
  module: ModuleCode;
  online: number | undefined;
  total: number | undefined;
}

const percent = (online: number, total: number) => (total === 0 ? 0 : Math.round((online / total) * 100));

/** Each module's online rate as a labelled bar with the percentage and "online of total". */
export function OnlineRates({ rows }: { rows: readonly ModuleOnline[] }) {
  const t = useT();
  return (
    <ul className="grid h-full content-start gap-[0.8vh] overflow-hidden">
      {rows.map(({ module, online, total }) => {
        const known = online !== undefined && total !== undefined;
        const rate = known ? percent(online, total) : null;
        return (
          <li key={module} data-testid={`screen-online-${module}`} className="grid grid-cols-[minmax(0,1.4fr)_1fr_4em] items-center gap-[0.6vw] text-[clamp(0.75rem,0.75vw,1.8rem)]">
            <span className="truncate">{t(`module.${module}`)}</span>
            <span
              aria-hidden="true"
              className="h-[0.9vh] min-h-1.5 overflow-hidden rounded-full bg-slate-700"
            >
              <span className="block h-full rounded-full bg-emerald-400" style={{ width: `${rate ?? 0}%` }} />
            </span>
            <span className="text-right font-semibold tabular-nums" data-testid={`screen-online-${module}-rate`} title={known ? t('screen.onlineOf', { online, total }) : undefined}>
              {rate === null ? '—' : `${rate}%`}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
