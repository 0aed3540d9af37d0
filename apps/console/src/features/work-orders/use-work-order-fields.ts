import { useQuery } from '@tanstack/react-query';
import { personnelEndpoints } from '@vigil/sdk';
import { fullClient } from '../../app/full-client';
import { unwrap } from '../data/unwrap';
import type { FormFieldConfig } from '../forms/form-types';
import { useCanCall } from '../permissions/use-permission';
import { workOrderFields } from './work-order-form';

/** The most persons in charge the picker offers. */
const PERSON_CHOICES_MAX = 200;

/**
 * The work-order form's fields in `module`, its 工单负责人 picker fed by personnel.list where the user may list them;
 * asked for only while a form is `open`. Kept under the persons list's key, so adding one there refreshes the picker.
 */
export function useWorkOrderFields(module: string, open: boolean): readonly FormFieldConfig[] {
  const allowed = useCanCall(personnelEndpoints.list, module);
  const persons = useQuery({
    queryKey: ['persons', module, 'choices'],
    queryFn: async () => (await unwrap(fullClient.personnel.list({ pageNum: 1, pageSize: PERSON_CHOICES_MAX }))).rows,
    enabled: allowed && open,
  });
  return workOrderFields(allowed ? (persons.data ?? []) : null);
}
