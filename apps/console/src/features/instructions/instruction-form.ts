import type { FormFieldConfig } from '../forms/form-types';

/** The instruction to send: free text (at most 200 characters), with the instructions devices commonly take offered. */
export const INSTRUCTION_FIELDS: readonly FormFieldConfig[] = [
  {
    name: 'content',
    label: 'instruction.content',
    kind: 'text',
    required: true,
    suggestions: ['instruction.reboot', 'instruction.calibrate', 'instruction.silence', 'instruction.openValve', 'instruction.closeValve'],
  },
];

export type InstructionValues = { content: string };
