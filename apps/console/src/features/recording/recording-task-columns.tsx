import type { RecordingTaskRow } from '@vigil/sdk';
import { Tag, type TagVariant } from '@vigil/ui';
import type { MessageKey } from '../../i18n/zh-CN';
import type { Translate } from '../../i18n/translator';
import type { ListColumn } from '../list/list-types';

const STATUS: Record<RecordingTaskRow['status'], { label: MessageKey; variant: TagVariant }> = {
  notStarted: { label: 'recording.notStarted', variant: 'default' },
  inProgress: { label: 'recording.inProgress', variant: 'primary' },
  ended: { label: 'recording.ended', variant: 'success' },
};
const RESULTS: Record<string, MessageKey> = { completed: 'recording.completed', stopped: 'recording.stopped' };

/** Device, start, end, duration in minutes, status (a tag) and result of each recording task (spec §3). */
export function recordingTaskColumns(t: Translate, time: (value: unknown) => string): ListColumn<RecordingTaskRow>[] {
  return [
    { id: 'imei', label: 'recording.device', cell: (r) => r.imei },
    { id: 'startTime', label: 'recording.startTime', cell: (r) => time(r.startTime) },
    { id: 'endTime', label: 'recording.endTime', cell: (r) => time(r.endTime) },
    { id: 'durationMinutes', label: 'recording.duration', cell: (r) => r.durationMinutes },
    {
      id: 'status',
      label: 'recording.status',
      cell: (r) => (
        <Tag variant={STATUS[r.status].variant} data-testid="recording-status">
          {t(STATUS[r.status].label)}
        </Tag>
      ),
    },
    { id: 'result', label: 'recording.result', cell: (r) => { const key = r.result ? RESULTS[r.result] : undefined; return key ? t(key) : (r.result ?? '—'); } },
  ];
}
