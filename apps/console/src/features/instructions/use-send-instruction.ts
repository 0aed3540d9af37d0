import { useQueryClient } from '@tanstack/react-query';
import { deviceEndpoints, instructionContentSchema } from '@vigil/sdk';
import { useState } from 'react';
import { fullClient } from '../../app/full-client';
import { useT } from '../../i18n/use-t';
import type { Device } from '../devices/device-queries';
import type { FormDialogProps } from '../forms/form-dialog';
import { callPermissions } from '../list/call-permissions';
import type { ListAction } from '../list/list-types';
import { INSTRUCTION_FIELDS, type InstructionValues } from './instruction-form';

/** The outcome of an instruction for one chosen device; a failure carries the server's reason. */
export interface SendResult {
  imei: string;
  ok: boolean;
  message: string;
}

async function sendTo(imei: string, content: string): Promise<SendResult> {
  try {
    const answer = await fullClient.devices.sendInstruction({ imei, content });
    return { imei, ok: answer.code === 200, message: answer.msg ?? '' };
  } catch (error) {
    return { imei, ok: false, message: error instanceof Error ? error.message : '' };
  }
}

/**
 * Instruction issuance: the 下发指令 toolbar action on the chosen devices, guarded by the module's send permission
 * (without it the control is removed), the dialog that asks for the instruction, and one result per device. The
 * module's instruction log is refetched after each issuance.
 */
export function useSendInstruction(module: string) {
  const t = useT();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<readonly Device[] | null>(null);
  const [results, setResults] = useState<readonly SendResult[]>([]);

  const action: ListAction<Device> = {
    id: 'send',
    placement: 'toolbar',
    selection: 'some',
    permissions: callPermissions(deviceEndpoints.sendInstruction, module),
    run: (rows) => setChosen(rows),
  };

  const dialog: FormDialogProps<InstructionValues> | null =
    chosen === null
      ? null
      : {
          open: true,
          onOpenChange: (open) => (open ? undefined : setChosen(null)),
          title: t('instruction.sendTitle', { count: chosen.length }),
          schema: instructionContentSchema,
          fields: INSTRUCTION_FIELDS,
          defaultValues: { content: '' },
          onSubmit: async ({ content }) => {
            setResults(await Promise.all(chosen.map((device) => sendTo(device.imei, content))));
            await queryClient.invalidateQueries({ queryKey: ['devices.logs', module] });
            return { code: 200 };
          },
        };
  return { action, dialog, results };
}
