/** What a form gives its rich-text field: the HTML, its changes, and the field's accessible name and description. */
export interface RichTextEditorProps {
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** The field's label: the editable area's accessible name. */
  label: string;
  id?: string;
  'aria-describedby'?: string | undefined;
  'aria-invalid'?: boolean | undefined;
}
