import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle, FormField } from '@vigil/ui';
import type { ReactNode } from 'react';
import { type DefaultValues, type FieldValues, type Path, type PathValue, type Resolver, useForm } from 'react-hook-form';
import type { MessageValues } from '../../i18n/translator';
import { useT, useTranslateKey } from '../../i18n/use-t';
import { FieldControl } from './form-field-control';
import type { FormFieldConfig, SaveResult } from './form-types';
import { firstMessage, withBlanks } from './form-values';
import { SubmitHoldProvider, useSubmitHolds } from './submit-hold';
import type { SetFieldValue } from './with-fills';

/** A zod 4 schema (the sdk's rules are zod/mini) whose input is the form's values. */
interface Schema {
  _zod: { input: FieldValues; output: FieldValues };
}

export interface FormDialogProps<Values extends FieldValues> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The sdk's zod rule of the body (`@vigil/sdk/validation`); its messages are catalog keys. */
  schema: Schema;
  fields: readonly FormFieldConfig[];
  defaultValues: DefaultValues<Values>;
  /** Sends the body; a refusal keeps the dialog open with what was typed and shows the server's message. */
  onSubmit: (values: Values) => Promise<SaveResult>;
  onSaved?: () => void;
  /** Values the field errors' texts name (e.g. a probe's range `{ min, max }` in "within {min}-{max}"). */
  errorValues?: MessageValues;
  /** RuoYi's wide (780 px) dialog, e.g. for a rich-text field. */
  wide?: boolean;
  /** Content below the fields that the form does not hold (e.g. a role's menu tree); the caller adds its value in `onSubmit`. */
  children?: ReactNode;
  /** Shown under the fields as they are typed (e.g. a dictionary value's tag in its echo style). */
  preview?: (values: Values) => ReactNode;
}

const SERVER = 'root.server';

/**
 * The generic add/edit dialog: react-hook-form checked by the sdk's zod rule, with localized field errors. A server
 * refusal (`{ code: 400|500, msg, field }`) keeps the typed values and shows the message on its field, or on the form.
 */
export function FormDialog<Values extends FieldValues>({ open, onOpenChange, title, schema, fields, defaultValues, onSubmit, onSaved, errorValues, wide, children, preview }: FormDialogProps<Values>) {
  const t = useT();
  const translate = useTranslateKey();
  const checked = zodResolver(schema) as Resolver<Values>;
  const resolver: Resolver<Values> = (values, context, options) => checked(withBlanks(values, fields), context, options);
  const form = useForm<Values>({ resolver, defaultValues, mode: 'onSubmit' });
  const { errors, isSubmitting } = form.formState;
  const values = form.watch();
  const shown = fields.filter((field) => field.when?.(values) ?? true);
  // 确 定 waits for a control still loading (the rich-text editor): the form would send without what it will show.
  const { held, hold } = useSubmitHolds();

  const submit = form.handleSubmit(async (values) => {
    const result = await onSubmit(values);
    if (result.code === 200) {
      onOpenChange(false);
      form.reset(defaultValues);
      onSaved?.();
      return;
    }
    const message = result.msg || t('common.requestFailed');
    if (result.field && fields.some((f) => f.name === result.field)) {
      form.setError(result.field as Path<Values>, { type: 'server', message }, { shouldFocus: true });
    } else {
      form.setError(SERVER as Path<Values>, { type: 'server', message });
    }
  });

  // The fields a choice fills are checked again as they are filled, once the form has been submitted.
  const setFieldValue: SetFieldValue = (name, text) => form.setValue(name as Path<Values>, text as PathValue<Values, Path<Values>>, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });

  // A rule's refusal of a value the form carries without a field (an edit's account) is shown as the form's error.
  const unshown = Object.entries(errors).find(([name]) => name !== 'root' && !shown.some((field) => field.name === name));
  const unshownError = unshown ? firstMessage(unshown[1]) : undefined;
  const formError = (errors.root as { server?: { message?: string } } | undefined)?.server?.message ?? (unshownError === undefined ? undefined : translate(unshownError, errorValues));
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size={wide ? 'wide' : 'md'} closeLabel={t('list.close')} aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
        </DialogHeader>
        <SubmitHoldProvider value={hold}>
          <form noValidate onSubmit={(event) => (held ? event.preventDefault() : void submit(event))} className="grid gap-4">
            {shown.map((field) => {
              const error = firstMessage(errors[field.name]);
              return (
                <FormField key={field.name} label={t(field.label)} required={field.required} hint={field.hint && t(field.hint)} error={typeof error === 'string' ? translate(error, errorValues) : undefined}>
                  {(aria) => <FieldControl form={form} field={field} aria={aria} setFieldValue={setFieldValue} />}
                </FormField>
              );
            })}
            {fields.map(
              (field) =>
                field.suggestions && (
                  <datalist key={field.name} id={`${field.name}-suggestions`}>
                    {field.suggestions.map((key) => (
                      <option key={key} value={t(key)} />
                    ))}
                  </datalist>
                ),
            )}
            {children}
            {preview?.(values)}
            {formError && (
              <p role="alert" className="text-sm text-danger">
                {formError}
              </p>
            )}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                {t('form.cancel')}
              </Button>
              <Button type="submit" loading={isSubmitting} disabled={held}>
                {t('form.submit')}
              </Button>
            </DialogFooter>
          </form>
        </SubmitHoldProvider>
      </DialogContent>
    </Dialog>
  );
}
