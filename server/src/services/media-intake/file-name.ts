/**
 * The name a fetched file goes by: Content-Disposition's `filename*` (RFC 6266/8187, UTF-8),
 * then its plain `filename`, then the last segment of the final URL's path. Only the last path
 * part is kept and control characters are dropped; null when nothing usable is left.
 */
export function fileNameFrom(contentDisposition: string | undefined, finalUrl: string): string | null {
  return clean(fromDisposition(contentDisposition ?? '')) ?? clean(decode(new URL(finalUrl).pathname.split('/').pop() ?? ''));
}

function fromDisposition(header: string): string | null {
  const extended = /filename\*\s*=\s*([\w!#$%&+^`{}~-]*)'[^']*'([^;\s]+)/i.exec(header);
  if (extended) {
    const [, charset, encoded] = extended as unknown as [string, string, string];
    if (charset.toLowerCase() === 'utf-8') return decode(encoded);
  }
  const plain = /filename\s*=\s*(?:"((?:\\.|[^"\\])*)"|([^;\s]+))/i.exec(header);
  if (!plain) return null;
  return plain[1] !== undefined ? plain[1].replace(/\\(.)/g, '$1') : plain[2]!;
}

function decode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

function clean(name: string | null): string | null {
  const last = (name ?? '').split(/[/\\]/).pop()!;
  const base = [...last].filter((char) => char >= ' ' && char !== '\u007f').join('').trim().slice(0, 255);
  return base === '' || base === '.' || base === '..' ? null : base;
}
