import { QueryClientProvider } from '@tanstack/react-query';
import { useSystemTitle } from '../../app/system-title';
import { BackHomeLink } from '../../components/back-home-link';
import { useT } from '../../i18n/use-t';
import { queryClient } from '../data/query-client';
import { AlarmTicker } from './alarm-ticker';
import { AlarmTrend } from './alarm-trend';
import { OnlineRates } from './online-rates';
import { ScreenMap } from './screen-map';
import { ScreenPanel } from './screen-panel';
import { useScreenData } from './use-screen-data';
import { WorkOrderStatusFigures } from './work-order-status';

/**
 * The smart large screen (/screen): a full-screen wall display of the user's modules — device map, online rate per
 * module, alarms today with a live ticker, the alarm trend and work orders by status. It refreshes itself (see
 * use-screen-data) and has no alarm popup (spec §2). Sizes follow the viewport (1920×1080 up to 3840×2160).
 */
function ScreenBoard() {
  const t = useT();
  const title = useSystemTitle();
  const data = useScreenData();
  const today = data.trend.data?.at(-1);
  const rows = data.modules.map(({ module }, i) => ({ module, online: data.online[i]?.data?.online, total: data.online[i]?.data?.total }));
  return (
    <div data-testid="screen" className="dark flex h-dvh w-full flex-col gap-[1vh] overflow-hidden bg-slate-950 p-[1vw] text-slate-100">
      <header className="flex items-center gap-[1vw]">
        <BackHomeLink tone="wall" />
        <h1 className="flex-1 truncate text-center text-[clamp(1.2rem,1.8vw,4.5rem)] font-bold tracking-wide text-sky-200">
          {title} · {t('screen.title')}
        </h1>
        <p role="status" data-testid="screen-status" className="min-w-[10vw] text-right text-[clamp(0.7rem,0.7vw,1.7rem)] text-amber-300">
          {data.failed ? t('screen.offlineData') : ''}
        </p>
      </header>
      <main className="grid min-h-0 flex-1 grid-cols-[1fr_2fr_1fr] gap-[1vw]">
        <div className="grid min-h-0 grid-rows-[auto_auto_1fr] gap-[1vw]">
          <ScreenPanel id="screen-today-title" title={t('screen.alarmsToday')} testId="screen-today">
            <p className="text-[clamp(1.8rem,3vw,7.5rem)] font-bold tabular-nums text-rose-400" data-testid="screen-today-value">
              {today ?? '—'}
            </p>
          </ScreenPanel>
          <ScreenPanel id="screen-orders-title" title={t('screen.workOrders')} testId="screen-orders">
            <WorkOrderStatusFigures counts={data.orders.data} />
          </ScreenPanel>
          <ScreenPanel id="screen-online-title" title={t('screen.onlineRate')} testId="screen-online">
            <OnlineRates rows={rows} />
          </ScreenPanel>
        </div>
        <ScreenPanel id="screen-map-title" title={t('screen.map')} testId="screen-map">
          <ScreenMap devices={data.devices.data} />
        </ScreenPanel>
        <div className="grid min-h-0 grid-rows-[3fr_2fr] gap-[1vw]">
          <ScreenPanel id="screen-ticker-title" title={t('screen.ticker')} testId="screen-ticker">
            <AlarmTicker rows={data.ticker.data} />
          </ScreenPanel>
          <ScreenPanel id="screen-trend-title" title={t('screen.trend')} testId="screen-trend">
            <AlarmTrend days={data.days} counts={data.trend.data} />
          </ScreenPanel>
        </div>
      </main>
    </div>
  );
}

export default function ScreenPage() {
  return (
    <QueryClientProvider client={queryClient}>
      <ScreenBoard />
    </QueryClientProvider>
  );
}
