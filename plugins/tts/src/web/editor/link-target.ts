const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const ALLOWED = new Set(['http:', 'https:', 'mailto:']);

/**
 * The address a link gets from what the person typed: 'example.com' -> 'https://example.com',
 * 'ada@example.com' -> 'mailto:ada@example.com'; null for what no e-mail reader should follow
 * (javascript:, data:, or no address at all).
 */
export function linkTarget(input: string): string | null {
  const text = input.trim();
  if (!text || /\s/.test(text)) return null;
  const candidate = SCHEME.test(text) ? text : /^[^@/]+@[^@/]+\.[^@/]+$/.test(text) ? `mailto:${text}` : `https://${text}`;
  try {
    const url = new URL(candidate);
    if (!ALLOWED.has(url.protocol)) return null;
    if (url.protocol !== 'mailto:' && !url.hostname.includes('.') && url.hostname !== 'localhost') return null;
    return candidate;
  } catch {
    return null;
  }
}
