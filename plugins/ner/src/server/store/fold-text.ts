/** Text for matching regardless of case and accents: "İstanbul" and "istanbul" and "ISTANBUL" fold alike. */
export function foldText(text: string): string {
  return text.toLocaleLowerCase('tr').normalize('NFD').replace(/\p{M}/gu, '').replace(/ı/g, 'i').toLowerCase();
}
