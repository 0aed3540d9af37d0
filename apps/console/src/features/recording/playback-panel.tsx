import { useQuery } from '@tanstack/react-query';
import { formatBytes, type RecordingFile, wireDayRange } from '@vigil/sdk';
import type { ModuleCode } from '@vigil/sdk/modules';
import { Button, Empty, FormField, Input } from '@vigil/ui';
import { useState } from 'react';
import { fullClient } from '../../app/full-client';
import { useT } from '../../i18n/use-t';
import { unwrap } from '../data/unwrap';
import { useDateTime } from '../format/use-date-time';
import { useDeviceChoices } from '../notify/use-module-devices';
import { DeviceSelect } from './device-select';
import { RecordingPlayer } from './recording-player';
import { RecordingTimeline } from './recording-timeline';
import { twoDigits } from '../format/two-digits';

/** `yyyy-MM-dd` of a day `daysAgo` before today, in the browser's zone. */
function day(daysAgo: number): string {
  const at = new Date(Date.now() - daysAgo * 86_400_000);
  return `${at.getFullYear()}-${twoDigits(at.getMonth() + 1)}-${twoDigits(at.getDate())}`;
}

/**
 * 回放 Playback: a device's recorded files in a date range (default the last 3 days), as a list and as segments on a
 * timeline; clicking either plays the file in the player, which seeks.
 */
export function PlaybackPanel({ module, productId }: { module: ModuleCode; productId: string }) {
  const t = useT();
  const time = useDateTime();
  const devices = useDeviceChoices(module, productId);
  const [form, setForm] = useState({ imei: '', begin: day(2), end: day(0) });
  const [asked, setAsked] = useState<typeof form | null>(null);
  const [playing, setPlaying] = useState<RecordingFile | null>(null);
  const files = useQuery({
    queryKey: ['recordings.files', module, asked],
    enabled: asked !== null && asked.imei !== '',
    queryFn: async () => (await unwrap(fullClient.recordings.files({ productId, imei: asked?.imei ?? '', ...wireDayRange(asked?.begin, asked?.end), pageNum: 1, pageSize: 100 }))).rows,
  });
  const rows = files.data ?? [];
  return (
    <div className="grid gap-4">
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          setPlaying(null);
          setAsked({ ...form });
        }}
      >
        <DeviceSelect devices={devices} imei={form.imei} onChange={(imei) => setForm({ ...form, imei })} name="playbackDevice" />
        <FormField label={t('playback.begin')} className="w-44">
          <Input type="date" name="beginTime" value={form.begin} onChange={(e) => setForm({ ...form, begin: e.target.value })} />
        </FormField>
        <FormField label={t('playback.end')} className="w-44">
          <Input type="date" name="endTime" value={form.end} onChange={(e) => setForm({ ...form, end: e.target.value })} />
        </FormField>
        <Button type="submit" disabled={form.imei === ''}>
          {t('playback.query')}
        </Button>
      </form>
      {asked === null ? (
        <p className="text-sm text-muted-foreground">{t('playback.chooseDevice')}</p>
      ) : files.isSuccess && rows.length === 0 ? (
        <Empty description={t('playback.noFiles')} />
      ) : (
        <div className="grid gap-4 lg:grid-cols-[18rem_1fr]">
          <section aria-label={t('playback.files')} className="grid max-h-96 content-start gap-1 overflow-auto">
            <h2 className="text-sm font-medium">{t('playback.files')}</h2>
            <ul className="grid gap-1">
              {rows.map((file) => (
                <li key={file.id}>
                  <Button type="button" variant={playing?.id === file.id ? 'primary' : 'outline'} size="sm" className="w-full justify-start" aria-pressed={playing?.id === file.id} onClick={() => setPlaying(file)}>
                    {t('playback.file', { start: time(file.startTime), seconds: file.duration, size: formatBytes(file.size) })}
                  </Button>
                </li>
              ))}
            </ul>
          </section>
          <div className="grid content-start gap-3">
            {rows.length > 0 && <RecordingTimeline files={rows} playing={playing?.id} onPick={setPlaying} time={time} />}
            {playing ? <RecordingPlayer key={playing.id} file={playing} title={t('playback.nowPlaying', { start: time(playing.startTime) })} /> : <p className="text-sm text-muted-foreground">{t('playback.pickFile')}</p>}
          </div>
        </div>
      )}
    </div>
  );
}
