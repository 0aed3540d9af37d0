import type { WorkOrderLevel, WorkOrderStatus } from '@vigil/sdk';
import { useT } from '../../i18n/use-t';
import { DictTag } from '../dicts';
import { LEVEL_PRESENTATIONS, type Presentation, STATUS_PRESENTATIONS } from './work-order-presentation';

interface WorkOrderTagProps {
  dict: string;
  value: string;
  /** The catalog's word and colour per wire value: what a value the dictionary lacks (or cannot read) shows. */
  presentations: Readonly<Record<string, Presentation>>;
  /** The value again as a data attribute (`data-level`, `data-status`), for tests and styles. */
  data: Record<`data-${string}`, string>;
}

/** One work-order value as dictionary `dict` shows it; a value the console knows but the dictionary lacks keeps its catalog word, any other shows raw. */
function WorkOrderTag({ dict, value, presentations, data }: WorkOrderTagProps) {
  const t = useT();
  const fallback = (one: string) => {
    const known = Object.hasOwn(presentations, one) ? presentations[one] : undefined;
    return known && { dictLabel: t(known.label), listClass: known.variant };
  };
  return (
    <span {...data}>
      <DictTag dict={dict} value={value} fallback={fallback} />
    </span>
  );
}

/** A work order's level as the `gd_level` dictionary shows it (label and echo style). */
export const WorkOrderLevelTag = ({ level }: { level: WorkOrderLevel }) => (
  <WorkOrderTag dict="gd_level" value={level} presentations={LEVEL_PRESENTATIONS} data={{ 'data-level': level }} />
);

/** A work order's status as the `gd_status` dictionary shows it (label and echo style). */
export const WorkOrderStatusTag = ({ status }: { status: WorkOrderStatus }) => (
  <WorkOrderTag dict="gd_status" value={status} presentations={STATUS_PRESENTATIONS} data={{ 'data-status': status }} />
);
