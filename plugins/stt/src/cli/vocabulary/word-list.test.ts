import { describe, expect, it } from 'vitest';
import { formatWordList, parseWordList } from './word-list.ts';

describe('the vocabulary word file', () => {
  it('reads a word a line, sounds-like spellings after a colon, skipping blanks and comments, and writes it back the same', () => {
    const words = parseWordList('# drugs\nXarelto: zuh relto,  za relto \n\n  Kallax\r\nNorland Park:\n');
    expect(words).toEqual([{ text: 'Xarelto', soundsLike: ['zuh relto', 'za relto'] }, { text: 'Kallax' }, { text: 'Norland Park' }]);
    expect(parseWordList(formatWordList(words))).toEqual(words);
  });
});
