import { Tag } from '@vigil/ui';
import { ArrowDown, ArrowUp, CircleAlert, type LucideIcon, Unplug, Wrench } from 'lucide-react';
import { useT } from '../../i18n/use-t';
import { type AlarmTypePresentation, alarmTypeOf, alarmTypeWord } from './alarm-type';

const GLYPHS: Record<AlarmTypePresentation['icon'], LucideIcon> = { arrowUp: ArrowUp, arrowDown: ArrowDown, wrench: Wrench, unplug: Unplug, alert: CircleAlert };

/**
 * An alarm type as a coloured tag with its glyph and word (colour is never the only sign), worded for the probe type
 * that raised it where known (oxygen's low alarm reads as a deficiency).
 */
export function AlarmTypeTag({ code, probeType, serverName, size }: { code: string | number | null | undefined; probeType?: string | null | undefined; serverName?: string | null | undefined; size?: 'sm' | 'md' | 'lg' }) {
  const t = useT();
  const type = alarmTypeOf(code, probeType);
  const Glyph = GLYPHS[type.icon];
  return (
    <Tag variant={type.variant} size={size} data-alarm-type={type.code}>
      <Glyph aria-hidden="true" focusable="false" className="size-3.5 shrink-0" />
      {alarmTypeWord(type, t, serverName)}
    </Tag>
  );
}
