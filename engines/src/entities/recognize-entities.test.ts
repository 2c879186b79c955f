import { describe, expect, it } from 'vitest';
import { recognizeEntities } from './recognize-entities.ts';
import { PIECE_CHARS, textPieces } from './text-pieces.ts';

const DENSE = 'John Smith met Mary in Paris on 5 May 2020 for $500. ';

describe('recognizing entities', () => {
  it('answers a Turkish text ending in a capitalized word that is no first name (it threw on "stem")', () => {
    for (const [text, place] of [['Ankara', 'Ankara'], ['Paris', 'Paris'], ['İstanbul ', 'İstanbul'], ['Bu Ankara', 'Ankara']]) {
      expect(recognizeEntities(text!, 'tr'), text).toContainEqual(expect.objectContaining({ text: place, type: 'PLACE' }));
    }
    expect(recognizeEntities('Bugün Zeynep', 'tr')).toContainEqual(expect.objectContaining({ text: 'Zeynep', type: 'PERSON' }));
  });

  it('finds in a long entity-dense text, recognized piece by piece, what it finds in each sentence alone', () => {
    const sentence = recognizeEntities(DENSE.trim(), 'en');
    expect(sentence.map((e) => e.type)).toEqual(expect.arrayContaining(['PERSON', 'PLACE', 'DATE', 'MONEY']));
    const repeats = 100;
    const text = DENSE.repeat(repeats);
    const found = recognizeEntities(text, 'en');
    expect(found).toHaveLength(sentence.length * repeats);
    for (const entity of found) expect(text.slice(entity.start, entity.end)).toBe(entity.text);
    expect(found.slice(-sentence.length).map(({ text: t, type }) => ({ text: t, type }))).toEqual(sentence.map(({ text: t, type }) => ({ text: t, type })));
  });
});

describe('text pieces', () => {
  it('cover the text end to end, each within the size, closed at a sentence end and never after a title', () => {
    const text = 'We met Dr. Ayşe Kaya in İzmir. '.repeat(300);
    const pieces = textPieces(text);
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces[0]!.start).toBe(0);
    expect(pieces.at(-1)!.end).toBe(text.length);
    pieces.forEach((piece, i) => {
      expect(piece.end - piece.start).toBeLessThanOrEqual(PIECE_CHARS);
      if (i > 0) expect(piece.start).toBe(pieces[i - 1]!.end);
      if (i < pieces.length - 1) expect(text.slice(piece.start, piece.end)).toMatch(/İzmir\. $/);
    });
  });

  it('closes a piece at a line break, else at a space, else at the size', () => {
    expect(textPieces('aaaa bbbb\ncccc dddd', 12)).toEqual([{ start: 0, end: 10 }, { start: 10, end: 19 }]);
    expect(textPieces('aaaa bbbb cccc', 12)).toEqual([{ start: 0, end: 10 }, { start: 10, end: 14 }]);
    expect(textPieces('a'.repeat(25), 10)).toEqual([{ start: 0, end: 10 }, { start: 10, end: 20 }, { start: 20, end: 25 }]);
  });
});
