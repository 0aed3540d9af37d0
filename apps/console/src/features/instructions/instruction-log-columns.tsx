import type { ListColumn } from '../list/list-types';
import type { InstructionLog } from './instruction-log-queries';
import { textOrDash as text } from '../list/cell-text';

/** The instruction log's columns: device, instruction, result, operator and when it was sent. */
export function logColumns(time: (value: unknown) => string): ListColumn<InstructionLog>[] {
  return [
    { id: 'imei', label: 'instruction.imei', cell: (log) => <span className="font-mono">{log.imei}</span> },
    { id: 'content', label: 'instruction.content', cell: (log) => log.content },
    { id: 'result', label: 'instruction.result', cell: (log) => text(log.result) },
    { id: 'operator', label: 'instruction.operator', cell: (log) => text(log.operator) },
    { id: 'time', label: 'instruction.time', cell: (log) => time(log.time) },
  ];
}
