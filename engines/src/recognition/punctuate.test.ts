import { describe, expect, it } from 'vitest';
import type { RecognizedWord } from './asr-engine.ts';
import { RulePunctuator, writtenSentences } from './punctuate.ts';

const punctuator = new RulePunctuator();

/** Words from "a b | c" notation: a space is a 0.05 s gap, ',' a 0.3 s pause, '|' a 0.8 s pause. */
function timed(script: string): RecognizedWord[] {
  const words: RecognizedWord[] = [];
  let t = 0;
  for (const token of script.split(' ')) {
    if (token === '|') t += 0.8;
    else if (token === ',') t += 0.3;
    else {
      words.push({ w: token, start: t, end: t + 0.3 });
      t += 0.35;
    }
  }
  return words;
}

describe('RulePunctuator.sentences', () => {
  it('splits at long pauses, capitalizes, and ends with . or ?', () => {
    const sentences = punctuator.sentences(timed('i think we should go now | what time does the train leave | is it late'));
    expect(sentences.map((s) => s.text)).toEqual(['I think we should go now.', 'What time does the train leave?', 'Is it late?']);
    expect(sentences[1]!.start).toBeCloseTo(2.9);
    expect(sentences[1]!.end).toBeCloseTo(4.95);
    expect(sentences[1]!.words.map((w) => w.w)).toEqual(['What', 'time', 'does', 'the', 'train', 'leave?']);
  });

  it('puts commas at shorter pauses, but not after words that cannot end a clause', () => {
    expect(punctuator.sentences(timed('well , i went to , the shop and , bought bread')).map((s) => s.text)).toEqual([
      'Well, I went to the shop and bought bread.',
    ]);
  });

  it('does not end a sentence on a hesitation after "the" or "and"', () => {
    expect(punctuator.sentences(timed('he opened the | door and | left')).map((s) => s.text)).toEqual(['He opened the door and left.']);
  });

  it('asks only when an auxiliary comes before a subject', () => {
    expect(punctuator.sentences(timed('can you hear me | can opener is broken')).map((s) => s.text)).toEqual(['Can you hear me?', 'Can opener is broken.']);
  });

  it('keeps punctuation the engine wrote', () => {
    const words = timed('hello there. how are you?');
    expect(punctuator.sentences(words).map((s) => s.text)).toEqual(['Hello there.', 'How are you?']);
  });

  it('splits a run-on without pauses at forty words', () => {
    const words = timed(Array.from({ length: 90 }, (_, i) => `word${i}`).join(' '));
    const sentences = punctuator.sentences(words);
    expect(sentences.length).toBeGreaterThanOrEqual(3);
    for (const s of sentences) expect(s.words.length).toBeLessThanOrEqual(40);
    expect(sentences.flatMap((s) => s.words)).toHaveLength(90);
  });

  it('answers nothing for no words', () => {
    expect(punctuator.sentences([])).toEqual([]);
  });
});

describe('RulePunctuator.punctuateText', () => {
  it.each([
    ['what time is it', 'What time is it?'],
    ["i'm sure i'll be there", "I'm sure I'll be there."],
    ['the weather is fine', 'The weather is fine.'],
    ['hello there. how are you', 'Hello there. How are you?'],
    ['Already done.', 'Already done.'],
    ['', ''],
  ])('%j -> %j', (input, output) => {
    expect(punctuator.punctuateText(input)).toBe(output);
  });
});

describe('writtenSentences (text an engine punctuated: Whisper)', () => {
  it('splits only where the engine ended a sentence, and keeps every word as written', () => {
    // Whisper's segment ended mid-sentence ("prudently" | "in his power"), and a pause follows "woman,".
    const words = timed('And Mr. John Dashwood had then leisure | in his power to do for them. | Had he married a more amiable woman, | he might have been made still more respectable than he was.');
    expect(writtenSentences(words).map((s) => s.text)).toEqual([
      'And Mr. John Dashwood had then leisure in his power to do for them.',
      'Had he married a more amiable woman, he might have been made still more respectable than he was.',
    ]);
    expect(writtenSentences(words).flatMap((s) => s.words)).toEqual(words);
  });

  it('cuts a sentence longer than 40 words at its longest pause, and answers nothing for no words', () => {
    const long = timed(`${Array.from({ length: 30 }, (_, i) => `w${i}`).join(' ')} | ${Array.from({ length: 30 }, (_, i) => `v${i}`).join(' ')}`);
    expect(writtenSentences(long).map((s) => s.words.length)).toEqual([30, 30]);
    expect(writtenSentences([])).toEqual([]);
  });
});
