import type { SocketStatus } from '@vigil/realtime';
import { Button, Panel, Tag, type TagVariant } from '@vigil/ui';
import type { MessageKey } from '../../i18n/zh-CN';
import { useT, useTranslator } from '../../i18n/use-t';
import { useDateTime } from '../format/use-date-time';
import { formatReading } from './format-reading';
import { probeName, ReadingValue, StateTag } from './reading-cells';
import { directionOf, probeState, type Reading } from './reading-state';
import { probeKey } from './use-realtime-readings';

const SOCKET_LOOK: Record<SocketStatus, { label: MessageKey; variant: TagVariant }> = {
  idle: { label: 'realtime.socket.connecting', variant: 'default' },
  connecting: { label: 'realtime.socket.connecting', variant: 'default' },
  open: { label: 'realtime.socket.open', variant: 'success' },
  reconnecting: { label: 'realtime.socket.reconnecting', variant: 'warning' },
  closed: { label: 'realtime.socket.failed', variant: 'danger' },
  failed: { label: 'realtime.socket.failed', variant: 'danger' },
};

export interface WatchedPanelProps {
  imei: string;
  status: SocketStatus;
  /** The device's readings from its socket; null until the first frame. */
  readings: readonly Reading[] | null;
  marks: ReadonlySet<string>;
  onClose: () => void;
}

/**
 * The watched device: its probes as its socket sends them, each with value, alarm state (colour and word) and time.
 * Changed values are announced politely, in one short sentence per change, for this device only.
 */
export function WatchedPanel({ imei, status, readings, marks, onClose }: WatchedPanelProps) {
  const t = useT();
  const { language } = useTranslator();
  const time = useDateTime();
  const changed = (readings ?? []).filter((r) => marks.has(probeKey(imei, r)));
  const socket = SOCKET_LOOK[status];
  return (
    <Panel
      tone="plain"
      title={t('realtime.panel', { imei })}
      data-testid="watched-panel"
      actions={
        <>
          <Tag variant={socket.variant} data-socket={status}>
            {t(socket.label)}
          </Tag>
          <Button size="sm" variant="ghost" className="ml-auto" onClick={onClose}>
            {t('realtime.stopWatch')}
          </Button>
        </>
      }
    >
      {readings === null ? (
        <p className="text-sm text-muted-foreground">{t('realtime.waiting')}</p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {readings.map((r) => (
            <li key={probeKey(imei, r)} className="grid gap-1 rounded border p-2 text-sm" data-testid="watched-probe">
              <span className="text-muted-foreground">{probeName(r, language)}</span>
              <span className="flex items-center gap-2 text-base">
                <ReadingValue reading={r} language={language} changed={marks.has(probeKey(imei, r))} />
                <StateTag state={probeState(r)} direction={directionOf(r)} t={t} />
              </span>
              <span className="text-xs text-muted-foreground">{time(r.time)}</span>
            </li>
          ))}
        </ul>
      )}
      <p aria-live="polite" className="sr-only" data-testid="watched-announcement">
        {changed.map((r) => t('realtime.changed', { probe: probeName(r, language), value: formatReading(r.value, r.unit, language) })).join(t('realtime.changedJoin'))}
      </p>
    </Panel>
  );
}
