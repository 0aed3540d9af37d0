import { Empty } from '@vigil/ui';
import { BellRing, ClipboardList, Wifi, WifiOff } from 'lucide-react';
import { Link } from 'wouter';
import type { PageProps } from '../../app/pages';
import { useT } from '../../i18n/use-t';
import { routeOfKind } from '../modules/module-routes';
import { moduleOfRoute } from '../modules/product-page';
import { useModuleProduct } from '../modules/use-module-product';
import { AlarmWeekChart } from './alarm-week-chart';
import { HomeFigure } from './home-figure';
import { LatestAlarms } from './latest-alarms';
import { useHomeFigures } from './use-home-figures';

/**
 * A module's home (/house/house …): devices online and offline, alarms today and open work orders, each linking to
 * the page that lists them; the last 7 days' alarms as a chart, and the latest alarms. A figure shows only where the
 * module has its page and the user may make its call; a module without a product (pressure) says it has none.
 */
export default function ModuleHomePage({ route }: PageProps) {
  const t = useT();
  const module = moduleOfRoute(route);
  const devicesPath = routeOfKind(module, 'deviceList')?.path;
  const alarmsPath = routeOfKind(module, 'alarmList')?.path;
  const ordersPath = routeOfKind(module, 'workOrders')?.path;
  const productId = useModuleProduct(module);
  const home = useHomeFigures(module, productId, alarmsPath !== undefined, ordersPath !== undefined);
  const week = home.week.data;
  const today = home.days.at(-1) ?? '';
  // Each link opens the alarm list on the days its figure counts, so the list's total is the figure.
  const alarmsOn = (range: { beginTime: string; endTime: string }) => `${alarmsPath}?${new URLSearchParams(range)}`;

  return (
    <section className="grid gap-4 p-4" aria-labelledby="module-home-title">
      <h1 id="module-home-title" className="text-lg font-semibold">
        {t(`module.${module}`)}
      </h1>
      {productId === undefined && <Empty description={t('device.noProduct')} />}
      <div className="grid grid-cols-[repeat(auto-fill,minmax(12rem,1fr))] gap-4">
        {home.canDevices && devicesPath && (
          <>
            <HomeFigure testId="home-online" label={t('overview.online')} value={home.devices.data?.online} href={`${devicesPath}?status=online`} icon={<Wifi className="size-5" />} />
            <HomeFigure testId="home-offline" label={t('overview.offline')} value={home.devices.data?.offline} href={`${devicesPath}?status=offline`} icon={<WifiOff className="size-5" />} />
          </>
        )}
        {home.canAlarms && alarmsPath && (
          <HomeFigure testId="home-alarms-today" label={t('overview.alarmsToday')} value={week?.at(-1)} href={alarmsOn({ beginTime: today, endTime: today })} icon={<BellRing className="size-5" />} />
        )}
        {home.canOrders && ordersPath && (
          <HomeFigure testId="home-open-orders" label={t('overview.openWorkOrders')} value={home.orders.data} href={ordersPath} icon={<ClipboardList className="size-5" />} />
        )}
      </div>
      {home.canAlarms && alarmsPath && (
        <div className="grid gap-4 lg:grid-cols-2">
          <figure className="grid gap-2 rounded-md border p-4" aria-labelledby="alarm-week-title">
            <figcaption id="alarm-week-title" className="font-medium">
              {t('overview.alarmWeek')}
            </figcaption>
            {week && <AlarmWeekChart labels={home.days.map((d) => d.slice(5))} counts={week} name={t('overview.alarmCount')} />}
            <table className="sr-only" data-testid="alarm-week-table">
              <caption>{t('overview.alarmWeek')}</caption>
              <tbody>
                {home.days.map((day, i) => (
                  <tr key={day}>
                    <th scope="row">{day}</th>
                    <td>{week?.[i] ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </figure>
          <div className="grid content-start gap-2 rounded-md border p-4">
            <LatestAlarms rows={home.latest.data?.rows ?? []} loading={home.latest.isFetching} />
            <div className="flex items-center justify-between gap-2 text-sm">
              <span data-testid="home-week-total" className="text-muted-foreground">
                {home.latest.data && t('overview.weekTotal', { count: home.latest.data.total })}
              </span>
              <Link href={alarmsOn(home.range)} className="text-primary underline-offset-4 hover:underline" data-testid="home-all-alarms">
                {t('overview.allAlarms')}
              </Link>
            </div>
          </div>
        </div>
      )}
    </section>
  );
}
