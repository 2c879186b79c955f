/**
 * What a Turkish word may be under its suffixes: "tansiyonu" -> "tansiyon", "ameliyatından" ->
 * "ameliyat", "kalbinde" -> "kalp", "hastalığı" -> "hastalık". Suffixes are peeled from the end
 * (plural, possessive, case, copula and a few derivational ones, in every vowel-harmony form) up
 * to three deep, and a stem ending in a softened consonant also gives its hard form (b->p, c->ç,
 * d->t, ğ->k, g->k). An apostrophe ends the stem at once: "mg'lık" -> "mg", "EKG'de" -> "ekg".
 * Over-generation is harmless: a candidate counts only when the lexicon holds it.
 */
const SUFFIXES = [
  // plural
  'lar', 'ler',
  // possessive
  'ımız', 'imiz', 'umuz', 'ümüz', 'ınız', 'iniz', 'unuz', 'ünüz', 'ları', 'leri', 'mız', 'miz', 'muz', 'müz', 'nız', 'niz', 'nuz', 'nüz',
  'ım', 'im', 'um', 'üm', 'ın', 'in', 'un', 'ün', 'sı', 'si', 'su', 'sü', 'm', 'ı', 'i', 'u', 'ü',
  // case
  'ndan', 'nden', 'nda', 'nde', 'dan', 'den', 'tan', 'ten', 'nın', 'nin', 'nun', 'nün', 'yla', 'yle', 'da', 'de', 'ta', 'te', 'ya', 'ye',
  'na', 'ne', 'yı', 'yi', 'yu', 'yü', 'nı', 'ni', 'nu', 'nü', 'la', 'le', 'a', 'e', 'n',
  // copula and derivational
  'dır', 'dir', 'dur', 'dür', 'tır', 'tir', 'tur', 'tür', 'lık', 'lik', 'luk', 'lük', 'lı', 'li', 'lu', 'lü', 'sız', 'siz', 'suz', 'süz',
  'ki', 'ca', 'ce',
].sort((a, b) => b.length - a.length);

const HARD: Readonly<Record<string, string>> = { b: 'p', c: 'ç', d: 't', ğ: 'k', g: 'k' };
const MIN_STEM = 2;
const MAX_DEPTH = 3;

export function turkishStems(word: string): string[] {
  const apostrophe = word.indexOf("'");
  if (apostrophe > 0) return [word.slice(0, apostrophe)];
  const found = new Set<string>([word]);
  let frontier = [word];
  for (let depth = 0; depth < MAX_DEPTH && frontier.length > 0; depth++) {
    const next: string[] = [];
    for (const form of frontier) {
      for (const suffix of SUFFIXES) {
        if (form.length - suffix.length < MIN_STEM || !form.endsWith(suffix)) continue;
        const stem = form.slice(0, -suffix.length);
        if (!found.has(stem)) {
          found.add(stem);
          next.push(stem);
        }
        const hard = HARD[stem.at(-1)!];
        if (hard) found.add(stem.slice(0, -1) + hard);
      }
    }
    frontier = next;
  }
  return [...found];
}
