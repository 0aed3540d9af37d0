import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue, type FormFieldControlProps } from '@vigil/ui';
import type { ReactNode } from 'react';
import type { RefCallBack } from 'react-hook-form';
import type { Translate } from '../../i18n/translator';
import { LazyRichTextEditor } from '../rich-text/lazy-rich-text-editor';
import { TreeSelect } from '../tree/tree-select';
import { CheckboxGroup } from './checkbox-group';
import type { FormFieldConfig } from './form-types';

/** What a controlled field's renderer is given: its config, react-hook-form's value wiring, the label's aria, the translator. */
export interface ControlledFieldProps {
  field: FormFieldConfig;
  control: { value: unknown; onChange: (value: unknown) => void; onBlur: () => void; ref: RefCallBack };
  aria: FormFieldControlProps;
  t: Translate;
}

type ControlledKind = 'select' | 'tree' | 'checkboxes' | 'richText' | 'custom';

/**
 * The field kinds whose control is not a native input (react-hook-form's Controller holds their value), one renderer
 * each; `text`, `password` and `textarea` are registered native inputs (form-dialog.tsx). A new kind is one row here.
 */
export const CONTROLLED_FIELDS: Record<ControlledKind, (props: ControlledFieldProps) => ReactNode> = {
  select: ({ field, control, aria, t }) => (
    <Select value={String(control.value ?? '')} onValueChange={control.onChange} disabled={field.readOnly}>
      <SelectTrigger {...aria} name={field.name} ref={control.ref} onBlur={control.onBlur}>
        <SelectValue placeholder={t('list.selectPlaceholder', { label: t(field.label) })} />
      </SelectTrigger>
      <SelectContent>
        {field.options?.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {'text' in option ? option.text : t(option.label)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  ),
  tree: ({ field, control, aria, t }) => (
    <TreeSelect
      {...aria}
      ref={control.ref}
      nodes={field.nodes ?? []}
      value={control.value == null ? undefined : String(control.value)}
      onChange={(id) => control.onChange(id ?? '')}
      placeholder={t('list.selectPlaceholder', { label: t(field.label) })}
    />
  ),
  checkboxes: ({ field, control, aria, t }) => (
    <CheckboxGroup options={field.options ?? []} value={control.value} onChange={control.onChange} label={t(field.label)} empty={t(field.empty ?? 'list.noChoices')} aria={aria} t={t} />
  ),
  richText: ({ field, control, aria, t }) => <LazyRichTextEditor {...aria} label={t(field.label)} value={String(control.value ?? '')} onChange={control.onChange} onBlur={control.onBlur} />,
  custom: ({ field, control, aria }) => <>{field.control?.({ value: control.value, onChange: control.onChange, aria })}</>,
};

export const isControlled = (kind: FormFieldConfig['kind']): kind is ControlledKind => kind in CONTROLLED_FIELDS;
