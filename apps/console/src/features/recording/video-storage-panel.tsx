import { useQuery } from '@tanstack/react-query';
import { formatBytes } from '@vigil/sdk';
import { Panel, ProgressBar } from '@vigil/ui';
import { fullClient } from '../../app/full-client';
import { useT } from '../../i18n/use-t';
import { unwrap } from '../data/unwrap';

/**
 * The signed-in user's video storage: space used and available (a bar), file expiry in days, and spec §9's
 * retention of alarm images and videos (one month).
 */
export function VideoStoragePanel() {
  const t = useT();
  const storage = useQuery({ queryKey: ['recordings.storage'], queryFn: async () => (await unwrap(fullClient.recordings.storage())).data });
  const data = storage.data;
  if (!data) return null;
  const available = Math.max(data.space - data.usedSize, 0);
  return (
    <Panel tone="plain" title={t('videoStorage.title')} className="max-w-2xl">
      <ProgressBar value={data.usedSize} max={Math.max(data.space, 1)} label={t('videoStorage.usage')} tone={available === 0 ? 'danger' : 'primary'} />
      <p className="flex flex-wrap gap-4 text-sm" data-testid="video-storage-usage">
        <span>{t('videoStorage.used', { used: formatBytes(data.usedSize) })}</span>
        <span>{t('videoStorage.available', { available: formatBytes(available) })}</span>
        <span className="text-muted-foreground">{t('videoStorage.total', { total: formatBytes(data.space) })}</span>
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{t('videoStorage.expiry')}</dt>
        <dd data-testid="video-storage-expiry">{t('videoStorage.expiryDays', { days: data.fileExpiryDays })}</dd>
      </dl>
      <p className="text-sm" data-testid="video-storage-retention">
        {t('videoStorage.alarmRetention', { months: data.alarmRetentionMonths })}
      </p>
    </Panel>
  );
}
