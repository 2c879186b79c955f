import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditorState, type Editor } from '@tiptap/react';
import { LinkDialog } from './link-dialog.tsx';
import { LinkForm } from './link-form.tsx';
import { BulletListIcon, ImageIcon, LinkIcon, OrderedListIcon } from './toolbar-icons.tsx';
import type { RichTextEditorHandle } from './use-rich-text-editor.ts';

interface ToolbarState {
  bold: boolean;
  italic: boolean;
  bulletList: boolean;
  orderedList: boolean;
  heading1: boolean;
  heading2: boolean;
  link: string | null;
}

const stateOf = (editor: Editor): ToolbarState => ({
  bold: editor.isActive('bold'),
  italic: editor.isActive('italic'),
  bulletList: editor.isActive('bulletList'),
  orderedList: editor.isActive('orderedList'),
  heading1: editor.isActive('heading', { level: 1 }),
  heading2: editor.isActive('heading', { level: 2 }),
  link: editor.isActive('link') ? String(editor.getAttributes('link').href ?? '') : null,
});

interface ToolButton {
  key: string;
  label: string;
  /** What it shows: a letter from the messages (B or K for bold), or an icon. */
  face: ReactNode;
  /** Whether the selection already has it (aria-pressed); absent for an action (the image). */
  pressed?: boolean;
  run: () => void;
  opens?: 'dialog';
}

interface EditorToolbarProps {
  handle: RichTextEditorHandle;
  /** The link's address in core's Dialog, or (inside a dialog already: the e-mail) in place under the toolbar. */
  linkIn: 'dialog' | 'place';
}

/**
 * The editor's formatting buttons as one toolbar: a single Tab stop whose buttons the arrow keys,
 * Home and End move between (Alt+F10 comes here from the text, Escape goes back). Each toggle says
 * whether the selection has it (aria-pressed).
 */
export function EditorToolbar({ handle, linkIn }: EditorToolbarProps) {
  const { t } = useTranslation();
  const { editor, toolbarRef } = handle;
  const imageInput = useRef<HTMLInputElement>(null);
  const imageInputId = useId();
  const [focused, setFocused] = useState(0);
  const [linking, setLinking] = useState(false);
  const state = useEditorState({ editor, selector: ({ editor: current }) => stateOf(current) });
  const chain = () => editor.chain().focus();

  const buttons: ToolButton[] = [
    { key: 'bold', label: t('tts.editor.bold'), face: <b>{t('tts.editor.boldGlyph')}</b>, pressed: state.bold, run: () => chain().toggleBold().run() },
    { key: 'italic', label: t('tts.editor.italic'), face: <i>{t('tts.editor.italicGlyph')}</i>, pressed: state.italic, run: () => chain().toggleItalic().run() },
    { key: 'bulletList', label: t('tts.editor.bulletList'), face: <BulletListIcon />, pressed: state.bulletList, run: () => chain().toggleBulletList().run() },
    { key: 'orderedList', label: t('tts.editor.orderedList'), face: <OrderedListIcon />, pressed: state.orderedList, run: () => chain().toggleOrderedList().run() },
    { key: 'heading1', label: t('tts.editor.heading1'), face: t('tts.editor.heading1Glyph'), pressed: state.heading1, run: () => chain().toggleHeading({ level: 1 }).run() },
    { key: 'heading2', label: t('tts.editor.heading2'), face: t('tts.editor.heading2Glyph'), pressed: state.heading2, run: () => chain().toggleHeading({ level: 2 }).run() },
    { key: 'link', label: t('tts.editor.link'), face: <LinkIcon />, pressed: state.link !== null, run: () => setLinking(true), opens: linkIn === 'dialog' ? 'dialog' : undefined },
    { key: 'image', label: t('tts.editor.image'), face: <ImageIcon />, run: () => imageInput.current?.click() },
  ];

  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = buttons.length - 1;
    const next = { ArrowRight: focused === last ? 0 : focused + 1, ArrowLeft: focused === 0 ? last : focused - 1, Home: 0, End: last }[event.key];
    if (event.key === 'Escape') {
      event.preventDefault();
      editor.commands.focus();
      return;
    }
    if (next === undefined) return;
    event.preventDefault();
    setFocused(next);
    toolbarRef.current?.querySelectorAll<HTMLButtonElement>('button')[next]?.focus();
  };

  const closeLink = () => {
    setLinking(false);
    editor.commands.focus();
  };
  const applyLink = (href: string) => {
    if (editor.state.selection.empty && !state.link) {
      chain().insertContent({ type: 'text', text: href.replace(/^mailto:/, ''), marks: [{ type: 'link', attrs: { href } }] }).run();
    } else {
      chain().extendMarkRange('link').setLink({ href }).run();
    }
    setLinking(false);
  };
  const removeLink = () => {
    chain().extendMarkRange('link').unsetLink().run();
    setLinking(false);
  };
  const linkProps = { current: state.link, onApply: applyLink, onRemove: removeLink, onCancel: closeLink };

  return (
    <>
      <div ref={toolbarRef} className="rte-toolbar" role="toolbar" aria-label={t('tts.editor.toolbar')} onKeyDown={moveFocus}>
        {buttons.map((button, index) => (
          <button
            key={button.key}
            type="button"
            className="rte-toolbar__button"
            data-action={button.key}
            tabIndex={index === focused ? 0 : -1}
            aria-label={button.label}
            title={button.label}
            aria-pressed={button.pressed}
            aria-haspopup={button.opens}
            onFocus={() => setFocused(index)}
            onMouseDown={(event) => event.preventDefault()}
            onClick={button.run}
          >
            <span aria-hidden="true">{button.face}</span>
          </button>
        ))}
        <input
          ref={imageInput}
          id={imageInputId}
          className="visually-hidden"
          type="file"
          accept="image/*"
          multiple
          tabIndex={-1}
          aria-label={t('tts.editor.imageFile')}
          onChange={(event) => {
            handle.insertImages([...(event.target.files ?? [])]);
            // The same image chosen again is a new choice.
            event.target.value = '';
          }}
        />
      </div>
      {linking && (linkIn === 'dialog' ? <LinkDialog {...linkProps} /> : <LinkForm {...linkProps} />)}
    </>
  );
}
