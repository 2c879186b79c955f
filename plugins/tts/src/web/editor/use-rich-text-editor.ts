import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useEditor, useEditorState, type Editor } from '@tiptap/react';
import type { EditorView } from '@tiptap/pm/view';
import { useUploadImage } from '../api/upload-image.ts';
import { editorExtensions } from './editor-extensions.ts';
import { speakableText } from './editor-text.ts';

export interface RichTextEditorOptions {
  /** The editable area's accessible name. */
  label: string;
  placeholder: string;
  /** Ids of what describes the area (its keyboard hint). */
  describedBy?: string;
}

export interface RichTextEditorHandle {
  editor: Editor;
  /** The text a synthesis reads (see speakableText); re-rendered as it changes. */
  text: string;
  /** Images on their way to the host. */
  uploading: number;
  /** Uploads images and inserts each where `at` says (the selection by default) once the host has it. */
  insertImages: (files: readonly File[], at?: number) => void;
  /** Moves focus to the toolbar (Alt+F10 from the text). */
  toolbarRef: RefObject<HTMLDivElement | null>;
}

const imagesIn = (files: FileList | null | undefined) => [...(files ?? [])].filter((file) => file.type.startsWith('image/'));

/**
 * A tiptap editor with the page's extensions. Images pasted or dropped in (and those the toolbar's
 * button picks) go to `/v1/image` with the user's token; the address the host answers is inserted.
 */
export function useRichTextEditor({ label, placeholder, describedBy }: RichTextEditorOptions): RichTextEditorHandle | null {
  const { mutateAsync: upload } = useUploadImage();
  const [uploading, setUploading] = useState(0);
  const toolbarRef = useRef<HTMLDivElement>(null);
  const placeholderText = useRef(placeholder);
  placeholderText.current = placeholder;
  const insertRef = useRef<RichTextEditorHandle['insertImages']>(() => {});
  const [extensions] = useState(() => editorExtensions(() => placeholderText.current));

  // Stable while the words are, so the editor is reconfigured only when the language changes.
  const editorProps = useMemo(() => ({
    attributes: {
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-label': label,
      ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      class: 'rte__content',
    },
    handlePaste: (_view: EditorView, event: ClipboardEvent) => {
      const files = imagesIn(event.clipboardData?.files);
      if (files.length === 0) return false;
      insertRef.current(files);
      return true;
    },
    handleDrop: (view: EditorView, event: DragEvent, _slice: unknown, moved: boolean) => {
      const files = moved ? [] : imagesIn(event.dataTransfer?.files);
      if (files.length === 0) return false;
      event.preventDefault();
      insertRef.current(files, view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos);
      return true;
    },
    handleKeyDown: (_view: EditorView, event: KeyboardEvent) => {
      if (event.key !== 'F10' || !event.altKey) return false;
      toolbarRef.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
      return true;
    },
  }), [label, describedBy]);

  const editor = useEditor({ extensions, editorProps, immediatelyRender: true, shouldRerenderOnTransaction: false });
  const text = useEditorState({ editor, selector: ({ editor: current }) => (current ? speakableText(current.state.doc) : '') }) ?? '';

  useEffect(() => {
    insertRef.current = (files, at) => {
      for (const file of files) {
        setUploading((count) => count + 1);
        upload(file).then(
          (src) => {
            if (editor.isDestroyed) return;
            const image = { type: 'image', attrs: { src, alt: file.name } };
            if (at === undefined) editor.chain().focus().insertContent(image).run();
            else editor.chain().focus().insertContentAt(at, image).run();
          },
          // Toasted by the shell with the host's words.
          () => {},
        ).finally(() => setUploading((count) => count - 1));
      }
    };
  }, [editor, upload]);

  if (!editor) return null;
  return { editor, text, uploading, insertImages: (files, at) => insertRef.current(files, at), toolbarRef };
}
