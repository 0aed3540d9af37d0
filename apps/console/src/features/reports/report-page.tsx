import { useQuery } from '@tanstack/react-query';
import { deviceEndpoints } from '@vigil/sdk';
import { fullClient } from '../../app/full-client';
import type { PageProps } from '../../app/pages';
import { browserTimeZone } from '../../app/time-zone';
import { useT } from '../../i18n/use-t';
import { QueryError } from '../data/query-error';
import { ExportButton } from '../export/export-button';
import { callPermissions } from '../list/call-permissions';
import { ProductPage, type ProductPageBodyProps } from '../modules/product-page';
import { ReportChart } from './report-chart';
import { fetchReport } from './report-queries';
import { ReportTable } from './report-table';
import { reportCsv } from './report-csv';

/**
 * Data report of a module (/x-statistic/…): its devices and the alarms raised over the last 1, 7 and 30 days
 * (GET /device/chart/count per period), as a uPlot chart and a table with the same figures, exported as .xlsx.
 */
export default function ReportPage({ route }: PageProps) {
  return <ProductPage route={route} kind="report" body={ReportBody} />;
}

function ReportBody({ module, productId }: ProductPageBodyProps) {
  const t = useT();
  const query = useQuery({
    queryKey: ['devices.chartCount', module, productId],
    queryFn: () => fetchReport(fullClient, productId, Date.now(), browserTimeZone()),
  });
  const name = t(`module.${module}`);
  const rows = query.data ?? [];
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <>
      <div role="toolbar" aria-label={t('list.toolbar')} className="flex flex-wrap items-center gap-2">
        {/* No backend call exports these counts: the CSV is written in the browser from the figures on screen. */}
        <ExportButton
          permissions={callPermissions(deviceEndpoints.chartCount, module)}
          download={async () => ({ blob: reportCsv(rows, t), fileName: undefined })}
          fallbackName={`${t('report.fileName')}-${name}.csv`}
        />
      </div>
      {rows.length > 0 && <ReportChart rows={rows} label={t('report.chart', { module: name })} />}
      <ReportTable rows={rows} caption={t('report.table', { module: name })} loading={query.isFetching} />
    </>
  );
}
