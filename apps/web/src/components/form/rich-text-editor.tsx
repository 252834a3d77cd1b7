import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { RichTextControlProps } from './rich-text-field.tsx';

const svg = (path: string) => (
  <svg
    aria-hidden="true"
    focusable="false"
    viewBox="0 0 24 24"
    className="size-4"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
  >
    <path d={path} />
  </svg>
);
// Drawn, not emoji: a system without an emoji font would show boxes.
const bulletIcon = svg('M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01');
const orderedIcon = svg('M10 6h10M10 12h10M10 18h10M4 5l1-1v4M3.5 18h2l-2-2.5a1 1 0 1 1 2-.5');
const linkIcon = svg(
  'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
);

const inactive = {
  bold: false,
  italic: false,
  h2: false,
  h3: false,
  bullet: false,
  ordered: false,
  link: false,
};

/** tiptap's empty document is not an empty description. */
const htmlOf = (html: string) => (html === '<p></p>' ? '' : html);

/** The rich-text editor (lazy chunk): bold, italic, headings, lists and http(s) links. */
export default function RichTextEditor({
  id,
  labelId,
  value,
  onChange,
  invalid,
  describedBy,
  required,
}: RichTextControlProps) {
  const { t } = useTranslation();
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const attributes: Record<string, string> = {
    id,
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    ...(invalid ? { 'aria-invalid': 'true' } : {}),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(required ? { 'aria-required': 'true' } : {}),
    class: 'rich-text min-h-40 px-4 py-3 text-ink-900 focus:outline-none',
  };
  const attributesKey = JSON.stringify(attributes);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https'], defaultProtocol: 'https' },
      }),
    ],
    content: value,
    immediatelyRender: true,
    editorProps: { attributes },
    onUpdate: ({ editor: current }) => onChangeRef.current(htmlOf(current.getHTML())),
  });

  // Values set from outside (edit prefill, reset after a create) replace the document. tiptap may
  // destroy and recreate its editor across remounts: a destroyed one has no schema to read.
  useEffect(() => {
    if (editor.isDestroyed || value === htmlOf(editor.getHTML())) return;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  // Errors come and go: the editable's ARIA attributes follow them.
  useEffect(() => {
    if (editor.isDestroyed) return;
    editor.setOptions({ editorProps: { attributes: JSON.parse(attributesKey) as Record<string, string> } });
  }, [editor, attributesKey]);

  const active = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      current.isDestroyed
        ? inactive
        : {
            bold: current.isActive('bold'),
            italic: current.isActive('italic'),
            h2: current.isActive('heading', { level: 2 }),
            h3: current.isActive('heading', { level: 3 }),
            bullet: current.isActive('bulletList'),
            ordered: current.isActive('orderedList'),
            link: current.isActive('link'),
          },
  });

  const toggleLink = () => {
    if (active.link) {
      editor.chain().focus().unsetLink().run();
      return;
    }
    const url = window.prompt(t('producerForms.editor.linkPrompt'), 'https://')?.trim();
    if (url && /^https?:\/\/\S+$/i.test(url))
      editor.chain().focus().extendMarkRange('link').setLink({ href: url }).run();
  };

  const buttons = [
    {
      key: 'bold',
      label: t('producerForms.editor.bold'),
      text: 'B',
      pressed: active.bold,
      run: () => editor.chain().focus().toggleBold().run(),
    },
    {
      key: 'italic',
      label: t('producerForms.editor.italic'),
      text: 'I',
      pressed: active.italic,
      run: () => editor.chain().focus().toggleItalic().run(),
    },
    {
      key: 'h2',
      label: t('producerForms.editor.heading2'),
      text: 'H2',
      pressed: active.h2,
      run: () => editor.chain().focus().toggleHeading({ level: 2 }).run(),
    },
    {
      key: 'h3',
      label: t('producerForms.editor.heading3'),
      text: 'H3',
      pressed: active.h3,
      run: () => editor.chain().focus().toggleHeading({ level: 3 }).run(),
    },
    {
      key: 'bullet',
      label: t('producerForms.editor.bulletList'),
      text: bulletIcon,
      pressed: active.bullet,
      run: () => editor.chain().focus().toggleBulletList().run(),
    },
    {
      key: 'ordered',
      label: t('producerForms.editor.orderedList'),
      text: orderedIcon,
      pressed: active.ordered,
      run: () => editor.chain().focus().toggleOrderedList().run(),
    },
    {
      key: 'link',
      label: t('producerForms.editor.link'),
      text: linkIcon,
      pressed: active.link,
      run: toggleLink,
    },
  ];

  // WAI-ARIA toolbar: one tab stop, arrow keys move between the buttons.
  const toolbarRef = useRef<HTMLDivElement>(null);
  const onToolbarKey = (event: KeyboardEvent) => {
    const items = [...(toolbarRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLButtonElement);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    let next = step ? (index + step + items.length) % items.length : -1;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = items.length - 1;
    if (next < 0) return;
    event.preventDefault();
    for (const [position, item] of items.entries()) item.tabIndex = position === next ? 0 : -1;
    items[next]?.focus();
  };

  return (
    <div
      className={`overflow-hidden rounded-xl border bg-white shadow-xs focus-within:outline-3 focus-within:outline-gold-400/70 ${
        invalid ? 'border-danger-700' : 'border-ink-200'
      }`}
    >
      <div
        ref={toolbarRef}
        role="toolbar"
        aria-label={t('producerForms.editor.toolbar')}
        aria-controls={id}
        onKeyDown={onToolbarKey}
        className="flex flex-wrap gap-1 border-b border-ink-100 bg-sand-50 p-1.5"
      >
        {buttons.map((button, index) => (
          <button
            key={button.key}
            type="button"
            tabIndex={index === 0 ? 0 : -1}
            aria-label={button.label}
            title={button.label}
            aria-pressed={button.pressed}
            onMouseDown={(event) => event.preventDefault()}
            onClick={button.run}
            className={`grid h-9 min-w-9 place-items-center rounded-lg px-2 text-sm font-semibold focus-visible:outline-3 focus-visible:outline-gold-400 ${
              button.pressed ? 'bg-ink-900 text-white' : 'text-ink-800 hover:bg-ink-100'
            } ${button.key === 'italic' ? 'italic' : ''}`}
          >
            <span aria-hidden="true">{button.text}</span>
          </button>
        ))}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
