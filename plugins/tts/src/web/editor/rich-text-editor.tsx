import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorContent } from '@tiptap/react';
import { EditorToolbar } from './editor-toolbar.tsx';
import type { RichTextEditorHandle } from './use-rich-text-editor.ts';
import './rich-text-editor.css';

interface RichTextEditorProps {
  handle: RichTextEditorHandle;
  /** Id of the line under the area saying how to reach the toolbar (the handle's `describedBy`). */
  hintId: string;
  linkIn: 'dialog' | 'place';
  /** Below the text, beside the upload status: the page's character count. */
  footer?: ReactNode;
  /** A taller area for the text to synthesize, a shorter one for an e-mail. */
  size?: 'tall' | 'short';
}

/** The rich-text editor: its toolbar, the editable area and what is on its way (images). */
export function RichTextEditor({ handle, hintId, linkIn, footer, size = 'tall' }: RichTextEditorProps) {
  const { t } = useTranslation();
  return (
    <div className={`rte rte--${size}`}>
      <EditorToolbar handle={handle} linkIn={linkIn} />
      <EditorContent editor={handle.editor} className="rte__frame" />
      <div className="rte__footer">
        <p id={hintId} className="field__hint rte__hint">{t('tts.editor.keyboardHint')}</p>
        <p className="rte__status" role="status">{handle.uploading > 0 ? t('tts.editor.uploading', { count: handle.uploading }) : ''}</p>
        {footer}
      </div>
    </div>
  );
}
