/**
 * An id the page chooses for an identification, to read its full answer once the text has come
 * (the contract takes 6-64 of A-Z a-z 0-9 - _). randomUUID needs a secure page; getRandomValues
 * works on any.
 */
export function identificationId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
