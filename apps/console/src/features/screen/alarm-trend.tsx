import { useT } from '../../i18n/use-t';

/** The last days' alarm counts as bars with their numbers and dates (a readable chart, no library). */
export function AlarmTrend({ days, counts }: { days: readonly string[]; counts: readonly number[] | undefined }) {
  const t = useT();
  const max = Math.max(1, ...(counts ?? []));
  return (
    <table className="h-full w-full table-fixed text-[clamp(0.7rem,0.7vw,1.7rem)]" data-testid="screen-trend-table">
      <caption className="sr-only">{t('screen.trend')}</caption>
      <tbody>
        <tr className="h-full align-bottom">
          {days.map((day, i) => {
            const count = counts?.[i];
            return (
              <td key={day} className="h-full px-[0.3vw] text-center">
                <div className="flex h-full min-h-[6vh] flex-col justify-end gap-1">
                  <span className="font-semibold tabular-nums">{count ?? '—'}</span>
                  <span aria-hidden="true" className="block rounded-t bg-sky-500" style={{ height: `${((count ?? 0) / max) * 70}%`, minHeight: 2 }} />
                </div>
              </td>
            );
          })}
        </tr>
        <tr>
          {days.map((day) => (
            <th key={day} scope="col" className="pt-1 font-normal text-slate-300">
              {day.slice(5)}
            </th>
          ))}
        </tr>
      </tbody>
    </table>
  );
}
