import type { UnknownCode, WorkOrderLevel, WorkOrderStatus } from '@vigil/sdk';
import { CodeTag } from '../dicts';
import { LEVEL_PRESENTATIONS, STATUS_PRESENTATIONS } from './work-order-presentation';

/** A work order's level as the `gd_level` dictionary shows it (label and echo style); the catalog's word where it has none. */
export const WorkOrderLevelTag = ({ level }: { level: WorkOrderLevel | UnknownCode }) => (
  <CodeTag field="workOrderLevel" value={level} words={LEVEL_PRESENTATIONS} data={{ 'data-level': level }} />
);

/** A work order's status as the `gd_status` dictionary shows it (label and echo style); the catalog's word where it has none. */
export const WorkOrderStatusTag = ({ status }: { status: WorkOrderStatus | UnknownCode }) => (
  <CodeTag field="workOrderStatus" value={status} words={STATUS_PRESENTATIONS} data={{ 'data-status': status }} />
);
