import { useQuery } from '@tanstack/react-query';
import { type TrackRequest, trackRequestSchema, wireFromLocalInput } from '@vigil/sdk';
import { Button, Dialog, DialogContent, DialogHeader, DialogTitle, Empty, FormField, Input, Spinner } from '@vigil/ui';
import { useState } from 'react';
import { fullClient } from '../../app/full-client';
import { useT, useTranslateKey } from '../../i18n/use-t';
import { QueryError } from '../data/query-error';
import { unwrap } from '../data/unwrap';
import { TrackPlayback } from './track-playback';
import { twoDigits } from '../format/two-digits';

export interface TrackDialogProps {
  imei: string;
  onClose: () => void;
}

const toLocal = (d: Date) => `${d.getFullYear()}-${twoDigits(d.getMonth() + 1)}-${twoDigits(d.getDate())}T${twoDigits(d.getHours())}:${twoDigits(d.getMinutes())}`;

/**
 * A helmet's trajectory (trajectory.track) over a time range: start and end required, the start first (spec §5,
 * trackRequestSchema). The track is drawn with its direction and played back; an empty range says 暂无轨迹数据.
 */
export default function TrackDialog({ imei, onClose }: TrackDialogProps) {
  const t = useT();
  const translate = useTranslateKey();
  const [range, setRange] = useState(() => ({ begin: toLocal(new Date(Date.now() - 2 * 3_600_000)), end: toLocal(new Date()) }));
  const [asked, setAsked] = useState<TrackRequest | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const track = useQuery({
    queryKey: ['helmet-track', asked],
    enabled: asked !== null,
    queryFn: async () => (asked ? (await unwrap(fullClient.trajectory.track(asked))).data : []),
  });

  const search = () => {
    const checked = trackRequestSchema.safeParse({ imei, beginTime: wireFromLocalInput(range.begin), endTime: wireFromLocalInput(range.end) });
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    setAsked(checked.data);
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent size="wide" closeLabel={t('list.close')} aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>{t('trajectory.title', { imei })}</DialogTitle>
        </DialogHeader>
        <form
          noValidate
          className="flex flex-wrap items-start gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            search();
          }}
        >
          <FormField label={t('trajectory.start')} required error={translate(errors.beginTime)}>
            <Input type="datetime-local" value={range.begin} onChange={(e) => setRange({ ...range, begin: e.target.value })} />
          </FormField>
          <FormField label={t('trajectory.end')} required error={translate(errors.endTime)}>
            <Input type="datetime-local" value={range.end} onChange={(e) => setRange({ ...range, end: e.target.value })} />
          </FormField>
          <Button type="submit" className="mt-6">
            {t('trajectory.query')}
          </Button>
        </form>
        {asked === null ? null : track.isPending ? (
          <Spinner />
        ) : track.isError ? (
          <QueryError error={track.error} onRetry={() => void track.refetch()} />
        ) : track.data.length === 0 ? (
          <Empty description={t('trajectory.empty')} />
        ) : (
          <TrackPlayback points={track.data} />
        )}
      </DialogContent>
    </Dialog>
  );
}
