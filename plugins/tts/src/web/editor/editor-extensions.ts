import type { Extensions } from '@tiptap/react';
import Image from '@tiptap/extension-image';
import { Placeholder } from '@tiptap/extensions';
import StarterKit from '@tiptap/starter-kit';

/**
 * What the editor can hold: StarterKit's marks and blocks (bold, italic, lists, headings, links),
 * images by address, and the placeholder. `placeholder` is read whenever an empty editor is drawn,
 * so a change of the dashboard's language shows at the next keystroke without a new editor.
 */
export function editorExtensions(placeholder: () => string): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [1, 2] },
      // A click in the editor places the caret; following a link is for the reader of the e-mail.
      link: { openOnClick: false, autolink: true, defaultProtocol: 'https', protocols: ['http', 'https', 'mailto'] },
    }),
    Image.configure({ allowBase64: false }),
    Placeholder.configure({ placeholder }),
  ];
}
