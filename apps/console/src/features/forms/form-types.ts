import type { MessageKey } from '../../i18n/zh-CN';
import type { TreeNode } from '../tree/tree-helpers';

/** One field of a form dialog; `name` is the body field the sdk's rule checks and the server names in `field`. */
export interface FormFieldConfig {
  name: string;
  label: MessageKey;
  /**
   * `tree`: one node of `nodes` (a department, a parent), its id as the value. `richText`: HTML edited in Tiptap
   * (loaded with the dialog that shows it); shown elsewhere only through SafeHtml.
   */
  kind: 'text' | 'password' | 'textarea' | 'select' | 'tree' | 'richText';
  /** A `select` field's choices: the wire value and its catalog word, or a data text (a device's IMEI and name). */
  options?: readonly FormOption[];
  /** A `tree` field's nodes (e.g. `withoutSubtree(depts, id)` for a parent picker). */
  nodes?: readonly TreeNode<unknown>[];
  required?: boolean;
  /** Common entries offered as the field is typed (a text field's `datalist`); any other entry stays allowed. */
  suggestions?: readonly MessageKey[];
  /** What a blank entry stands for when checked and sent: no value (`omit`, e.g. a default the server fills) or `null`. */
  blank?: 'omit' | 'null';
  /** A note shown under the field, e.g. a warning about the value's effect. */
  hint?: MessageKey;
}

/** A select field's choice: a catalog word (`label`) or a text from data (`text`). */
export type FormOption = { value: string; label: MessageKey } | { value: string; text: string };

/** What a save answers: the sdk's code-200 envelope or its refusal (`{ code: 400|500, msg, field }`). */
export interface SaveResult {
  code: number;
  msg?: string | undefined;
  field?: string | undefined;
}
