import { describe, expect, it } from 'vitest';
import { cutIntoPieces, splitSentences } from './sentences.ts';

const noSpace = (text: string) => text.replace(/\s+/g, '');

/** Deterministic text of words, abbreviations, decimals, marks and line breaks (a failure must not depend on luck). */
function randomText(seed: number, words: number): string {
  const vocabulary = [
    'the', 'North', 'wind', 'güneş', 'ılık', 'Şimdi', 'Dr.', 'Prof.', 'e.g.', 'U.S.', 'No. 5', '3.5', '1.000,25', '19.', 'yy.',
    'said:', 'well,', 'yes;', 'end.', 'Why?', 'Stop!', 'Wait...', '“Quoted.”', '(aside)', '—', 'x'.repeat(45), '😀', 'J.', 'vb.',
  ];
  let state = seed >>> 0;
  const next = () => (state = (Math.imul(state, 1664525) + 1013904223) >>> 0) / 2 ** 32;
  const out: string[] = [];
  for (let i = 0; i < words; i++) {
    out.push(vocabulary[Math.floor(next() * vocabulary.length)]!);
    const gap = next();
    out.push(gap < 0.05 ? '\n\n' : gap < 0.1 ? '\n' : gap < 0.15 ? '  \t' : ' ');
  }
  return out.join('');
}

describe('splitSentences', () => {
  it('ends sentences at full stops, questions, exclamations and ellipses followed by a capital', () => {
    expect(splitSentences('It rained. Did it? Yes! Then... Nothing.')).toEqual(['It rained.', 'Did it?', 'Yes!', 'Then...', 'Nothing.']);
  });

  it('does not end sentences at decimals, English and Turkish abbreviations, initials or ordinals', () => {
    expect(splitSentences('Pi is 3.14 roughly. Dr. Smith met Mr. J. R. Tolkien in the U.S. capital.')).toEqual([
      'Pi is 3.14 roughly.',
      'Dr. Smith met Mr. J. R. Tolkien in the U.S. capital.',
    ]);
    expect(splitSentences('Doç. Dr. Ayşe Yılmaz 19. yüzyılı anlattı. Elma, armut vb. meyveler aldık. Bkz. Şekil 3.')).toEqual([
      'Doç. Dr. Ayşe Yılmaz 19. yüzyılı anlattı.',
      'Elma, armut vb. meyveler aldık.',
      'Bkz. Şekil 3.',
    ]);
    expect(splitSentences('Ben değil, sen. Ali geldi.')).toEqual(['Ben değil, sen.', 'Ali geldi.']);
    expect(splitSentences('See No. 5 and Fig. 2 of Jan. 3 here. The answer is no. Then we left.')).toEqual([
      'See No. 5 and Fig. 2 of Jan. 3 here.',
      'The answer is no.',
      'Then we left.',
    ]);
  });

  it('keeps closing quotes and brackets with their sentence, and ends one at a blank line', () => {
    expect(splitSentences('He said “Go.” She went. (Quietly.) Title\n\nBody text')).toEqual(['He said “Go.”', 'She went.', '(Quietly.)', 'Title', 'Body text']);
  });

  it('reads a single line break as a space, not as a sentence end', () => {
    expect(splitSentences('a line that was\nwrapped by a mail client.')).toEqual(['a line that was wrapped by a mail client.']);
  });
});

describe('cutIntoPieces', () => {
  it('packs whole sentences into pieces that fit', () => {
    expect(cutIntoPieces('One two. Three four. Five six seven.', 20)).toEqual(['One two. Three four.', 'Five six seven.']);
  });

  it('cuts an over-long sentence at a clause mark, then between words, then hard', () => {
    const sentence = 'This sentence runs on, and on without any stop at all until here';
    const pieces = cutIntoPieces(sentence, 30);
    expect(pieces[0]).toBe('This sentence runs on,');
    expect(pieces.every((piece) => piece.length <= 30)).toBe(true);
    expect(pieces.join(' ')).toBe(sentence);
    expect(cutIntoPieces('abcdefghij', 4)).toEqual(['abcd', 'efgh', 'ij']);
  });

  it('does not cut a decimal comma or a surrogate pair', () => {
    expect(cutIntoPieces('Fiyat 1.000,25 lira oldu ve', 12).join(' ')).toContain('1.000,25');
    expect(cutIntoPieces('😀😀😀', 3)).toEqual(['😀', '😀', '😀']);
  });

  it('answers nothing for blank text and refuses a size that is no size', () => {
    expect(cutIntoPieces(' \n\t ', 100)).toEqual([]);
    expect(() => cutIntoPieces('text', 0)).toThrow(RangeError);
  });

  it('never loses or reorders text, never exceeds the size, never answers an empty piece (200 random texts)', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const text = randomText(seed, 20 + (seed % 150));
      const maxChars = 10 + (seed % 7) * 25;
      const pieces = cutIntoPieces(text, maxChars);
      expect(noSpace(pieces.join(''))).toBe(noSpace(text));
      for (const piece of pieces) {
        expect(piece.length).toBeGreaterThan(0);
        expect(piece.length).toBeLessThanOrEqual(maxChars);
        expect(piece).toBe(piece.replace(/\s+/g, ' ').trim());
      }
    }
  });

  it('keeps every sentence whole when the pieces are large enough', () => {
    for (let seed = 1; seed <= 50; seed++) {
      const text = randomText(seed, 60);
      const sentences = splitSentences(text);
      const pieces = cutIntoPieces(text, 1_000);
      expect(pieces.join(' ')).toBe(sentences.join(' '));
      // Every piece starts where a sentence starts.
      let at = 0;
      for (const piece of pieces) {
        expect(sentences.slice(at).join(' ').startsWith(piece)).toBe(true);
        while (at < sentences.length && piece.includes(sentences[at]!)) at++;
      }
      expect(at).toBe(sentences.length);
    }
  });
});
