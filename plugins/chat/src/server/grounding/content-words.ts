/**
 * Words that say nothing about what to look for, in the languages the host recognizes (English,
 * Turkish). A question's other words are what `retrieve` searches the user's segments for.
 */
const STOP_WORDS = new Set([
  // English
  'the', 'and', 'for', 'are', 'but', 'not', 'you', 'all', 'any', 'can', 'had', 'her', 'was', 'one', 'our', 'out', 'has', 'him', 'his', 'how',
  'its', 'may', 'who', 'did', 'get', 'got', 'let', 'say', 'she', 'too', 'use', 'that', 'with', 'have', 'this', 'will', 'your', 'from', 'they',
  'been', 'were', 'what', 'when', 'where', 'which', 'while', 'there', 'their', 'them', 'then', 'than', 'these', 'those', 'would', 'could',
  'should', 'about', 'into', 'some', 'more', 'most', 'much', 'many', 'also', 'just', 'only', 'over', 'such', 'very', 'does', 'doing', 'done',
  'said', 'says', 'tell', 'told', 'know', 'want', 'like', 'make', 'made', 'give', 'find', 'show', 'please', 'thing', 'things', 'anything',
  'something', 'everything', 'whom', 'whose', 'why', 'each', 'other', 'here', 'being', 'after', 'before', 'between', 'again', 'same', 'both',
  'because', 'mention', 'mentioned', 'mentions', 'talk', 'talked', 'talks', 'recording', 'recordings', 'transcript', 'transcripts',
  'speaker', 'speakers', 'someone', 'anyone', 'summary', 'summarize', 'summarise',
  // Turkish
  'bir', 've', 'ile', 'için', 'ama', 'fakat', 'gibi', 'daha', 'çok', 'her', 'hiç', 'bu', 'şu', 'o', 'ne', 'neden', 'nasıl', 'hangi', 'kim',
  'kimin', 'nerede', 'nereye', 'zaman', 'olan', 'olarak', 'oldu', 'olur', 'var', 'yok', 'mi', 'mı', 'mu', 'mü', 'de', 'da', 'ki', 'ben', 'sen',
  'biz', 'siz', 'onlar', 'bunu', 'şunu', 'onu', 'bana', 'sana', 'ona', 'ise', 'veya', 'ya', 'en', 'kadar', 'sonra', 'önce', 'hakkında',
  'söyledi', 'söyle', 'anlat', 'bahsetti', 'bahsediyor', 'kayıt', 'kayıtta', 'kayıtlarda', 'konuşmacı',
]);

/**
 * The words of `text` worth searching for: letters and digits, three or more of them, none of the
 * stop words, each once; the longest (the most telling) first, at most `max`.
 */
export function contentWords(text: string, max: number): string[] {
  const words = text.toLocaleLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const unique = [...new Set(words.filter((word) => word.length >= 3 && !STOP_WORDS.has(word)))];
  return unique.sort((a, b) => b.length - a.length).slice(0, max);
}

/**
 * What a word is searched by: a prefix, so 'meetings' finds 'meeting' and 'İstanbul' finds
 * 'İstanbul'da'. A plural's s is dropped first; words of four letters or fewer stay whole.
 */
export function searchPrefix(word: string): string {
  const stem = word.length > 4 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;
  return stem.length > 4 ? `${stem}*` : stem;
}
