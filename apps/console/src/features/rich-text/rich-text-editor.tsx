import { EditorContent, type Editor, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Bold, Heading2, Heading3, Italic, List, ListOrdered, Redo2, Undo2 } from 'lucide-react';
import type { ComponentType } from 'react';
import { useT } from '../../i18n/use-t';
import type { MessageKey } from '../../i18n/zh-CN';
import type { RichTextEditorProps } from './rich-text-types';

interface Tool {
  id: string;
  label: MessageKey;
  Icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  run: (editor: Editor) => boolean;
  /** A mark or node the tool toggles: the button reads as pressed where the cursor has it. */
  active?: (editor: Editor) => boolean;
  /** Undo and redo: offered only when there is something to undo or redo. */
  can?: (editor: Editor) => boolean;
}

const TOOLS: readonly Tool[] = [
  { id: 'bold', label: 'announce.editorBold', Icon: Bold, run: (e) => e.chain().focus().toggleBold().run(), active: (e) => e.isActive('bold') },
  { id: 'italic', label: 'announce.editorItalic', Icon: Italic, run: (e) => e.chain().focus().toggleItalic().run(), active: (e) => e.isActive('italic') },
  { id: 'h2', label: 'announce.editorHeading2', Icon: Heading2, run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(), active: (e) => e.isActive('heading', { level: 2 }) },
  { id: 'h3', label: 'announce.editorHeading3', Icon: Heading3, run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(), active: (e) => e.isActive('heading', { level: 3 }) },
  { id: 'bulletList', label: 'announce.editorBulletList', Icon: List, run: (e) => e.chain().focus().toggleBulletList().run(), active: (e) => e.isActive('bulletList') },
  { id: 'orderedList', label: 'announce.editorOrderedList', Icon: ListOrdered, run: (e) => e.chain().focus().toggleOrderedList().run(), active: (e) => e.isActive('orderedList') },
  { id: 'undo', label: 'announce.editorUndo', Icon: Undo2, run: (e) => e.chain().focus().undo().run(), can: (e) => e.can().undo() },
  { id: 'redo', label: 'announce.editorRedo', Icon: Redo2, run: (e) => e.chain().focus().redo().run(), can: (e) => e.can().redo() },
];

/**
 * The rich-text editor of a form (Tiptap's starter kit): a toolbar of bold, italic, headings, lists, undo and redo,
 * each a named button that reads as pressed where the cursor has its format, above an editable area that reports
 * its HTML (empty text reports ''). Loaded only by `LazyRichTextEditor`, so Tiptap stays out of every page chunk.
 */
export default function RichTextEditor({ value, onChange, onBlur, label, id, 'aria-describedby': describedBy, 'aria-invalid': invalid }: RichTextEditorProps) {
  const t = useT();
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, link: { openOnClick: false } })],
    content: value,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        ...(id ? { id } : {}),
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        'data-testid': 'rich-text-content',
        class:
          'min-h-48 max-h-96 overflow-y-auto px-3 py-2 text-sm outline-none [&_h2]:text-base [&_h2]:font-semibold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:my-1 [&_ul]:list-disc [&_ul]:pl-5',
      },
    },
    onUpdate: ({ editor: changed }) => onChange(changed.isEmpty ? '' : changed.getHTML()),
    onBlur: () => onBlur?.(),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => Object.fromEntries(TOOLS.map((tool) => [tool.id, { active: tool.active?.(current) ?? null, enabled: tool.can?.(current) ?? true }])),
  });
  return (
    <div className="rounded-md border border-input bg-background focus-within:ring-2 focus-within:ring-ring" data-testid="rich-text-editor">
      <div role="toolbar" aria-label={t('announce.editorToolbar')} className="flex flex-wrap gap-1 border-b border-input p-1">
        {TOOLS.map(({ id: toolId, label: toolLabel, Icon, run }) => {
          const { active, enabled } = state[toolId] ?? { active: null, enabled: true };
          return (
            <button
              key={toolId}
              type="button"
              aria-label={t(toolLabel)}
              title={t(toolLabel)}
              aria-pressed={active === null ? undefined : active}
              disabled={!enabled}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => run(editor)}
              className="inline-flex size-8 items-center justify-center rounded text-foreground hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-40 aria-pressed:bg-accent aria-pressed:text-primary"
            >
              <Icon aria-hidden className="size-4" />
            </button>
          );
        })}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
