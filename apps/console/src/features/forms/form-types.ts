import type { FormFieldControlProps } from '@vigil/ui';
import type { ReactNode } from 'react';
import type { MessageKey } from '../../i18n/zh-CN';
import type { TreeNode } from '../tree/tree-helpers';

/** One field of a form dialog; `name` is the body field the sdk's rule checks and the server names in `field`. */
export interface FormFieldConfig {
  name: string;
  label: MessageKey;
  /**
   * `tree`: one node of `nodes` (a department, a parent), its id as the value. `richText`: HTML edited in Tiptap
   * (loaded with the dialog that shows it); shown elsewhere only through SafeHtml. `checkboxes`: any of `options`,
   * checked in a list. `custom`: the field's own control
   * (`control`), e.g. an icon picker.
   */
  kind: 'text' | 'password' | 'textarea' | 'select' | 'tree' | 'checkboxes' | 'richText' | 'custom';
  /**
   * A `select` field's choices (one of them), or a `checkboxes` field's (any of them, an array of values): the wire
   * value and its catalog word, or a data text (a device's IMEI and name).
   */
  options?: readonly FormOption[];
  /** What a `checkboxes` field says when `options` is empty. */
  empty?: MessageKey;
  /** A `tree` field's nodes (e.g. `withoutSubtree(depts, id)` for a parent picker). */
  nodes?: readonly TreeNode<unknown>[];
  required?: boolean;
  /** Shown but not changeable (a `select`): e.g. the signed-in user's own roles and status, which the server keeps. */
  readOnly?: boolean;
  /** Common entries offered as the field is typed (a text field's `datalist`); any other entry stays allowed. */
  suggestions?: readonly MessageKey[];
  /** What a blank entry stands for when checked and sent: no value (`omit`, e.g. a default the server fills) or `null`. */
  blank?: 'omit' | 'null';
  /** A note shown under the field, e.g. a warning about the value's effect. */
  hint?: MessageKey;
  /** Shown, checked and sent only while this holds for the form's values (e.g. a menu's fields by its type). */
  when?: (values: Readonly<Record<string, unknown>>) => boolean;
  /**
   * What choosing a value of a `select` field also sets: other fields' values (e.g. a person's name and phone from
   * the person picked), or undefined for none. The other fields stay editable.
   */
  fills?: (value: string) => Readonly<Record<string, string>> | undefined;
  /** A `custom` field's control, given the field's value, its setter and the label's aria wiring. */
  control?: (props: CustomControlProps) => ReactNode;
}

export interface CustomControlProps {
  value: unknown;
  onChange: (value: unknown) => void;
  aria: FormFieldControlProps;
}

/** A select field's choice: a catalog word (`label`) or a text from data (`text`). */
export type FormOption = { value: string; label: MessageKey } | { value: string; text: string };

/** What a save answers: the sdk's code-200 envelope or its refusal (`{ code: 400|500, msg, field }`). */
export interface SaveResult {
  code: number;
  msg?: string | undefined;
  field?: string | undefined;
}
