/*
 * What jsdom lacks and the page uses. It lays nothing out and has no client rects for a Range:
 * ProseMirror asks for them to scroll the caret into view after a command; empty rects say
 * "nothing to scroll", as for a hidden editor. (Object URLs are core's test renderer's.)
 */
const emptyRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;

if (typeof Range !== 'undefined') {
  Range.prototype.getClientRects ??= emptyRects;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
}
if (typeof document !== 'undefined') document.elementFromPoint ??= () => null;

