/** `text` with every occurrence of the terms wrapped in <mark> (case-insensitive). */
export function MarkedText({ text, terms }: { text: string; terms: readonly string[] }) {
  if (terms.length === 0) return <>{text}</>;
  const pattern = new RegExp(`(${terms.map((term) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`, 'giu');
  const parts = text.split(pattern);
  return (
    <>
      {parts.map((part, index) => (index % 2 === 1 ? <mark key={index} className="ws-mark">{part}</mark> : part))}
    </>
  );
}
