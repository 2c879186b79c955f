import sanitizeHtml from 'sanitize-html';

/** Text as HTML: every tag in it shown as written, none run. */
const asHtml = (text: string) => sanitizeHtml(text, { allowedTags: [], allowedAttributes: {}, disallowedTagsMode: 'escape' });

/**
 * What every send-tts mail ends with, whatever the sender wrote: who sent it, from which host, and
 * how the attached speech begins. Without it a mail with an empty message reaches its reader as a
 * bare attachment from the host's address, with nothing saying whose it is. English, as the host
 * does not know the reader's language.
 */
export function senderSignature(sender: string, publicUrl: string, speechStart: string): { text: string; html: string } {
  const lines = [`${sender} sent you this speech from speechdeck (${publicUrl}).`, `The attached audio begins: “${speechStart}”`];
  return { text: lines.join('\n'), html: `<p>${lines.map(asHtml).join('<br />')}</p>` };
}
