import type { RecordingStatus, RecordingTaskRow } from '@vigil/sdk';
import { type CodePresentation, CodeTag } from '../dicts';
import type { MessageKey } from '../../i18n/zh-CN';
import type { Translate } from '../../i18n/translator';
import type { ListColumn } from '../list/list-types';

const STATUS: Record<RecordingStatus, CodePresentation> = {
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
      cell: (r) => <CodeTag field="recordingStatus" value={r.status} words={STATUS} data={{ 'data-testid': 'recording-status' }} />,
    },
    { id: 'result', label: 'recording.result', cell: (r) => { const key = r.result ? RESULTS[r.result] : undefined; return key ? t(key) : (r.result ?? '—'); } },
  ];
}
