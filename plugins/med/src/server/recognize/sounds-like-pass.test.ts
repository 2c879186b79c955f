import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SoundsLikeIndex, type AsrEngine, type Pronouncer, type TranscribeOptions, type Transcript } from '@speechdeck/engines/recognition';
import { dictionaryPronouncer } from '@speechdeck/engines/testing';
import { lexiconFor } from '../lexicon/lexicons.ts';
import type { MedicalLexicon } from '../lexicon/medical-lexicon.ts';
import { LexiconPhones, soundsLikeTerms } from './lexicon-phones.ts';
import { recognizeTwice } from './recognize-medical.ts';
import { agreedWithOther, confirmedSpans, heardSpans, joinedCompounds, secondPassTerms, soundsLikeSpans, UNHEARD_OF, unheardOfSpans } from './sounds-like-pass.ts';

/*
 * The second pass's parts without a recognizer: which spans of a first pass sound like a lexicon
 * term, which of them a second pass confirmed, and the lexicon's phones made once and kept. The
 * pronunciations are the CMU dictionary's (stress removed), from a pronouncer that knows only these.
 */

const WORDS: Record<string, string> = {
  the: 'DH AH', patient: 'P EY SH AH N T', has: 'HH AE Z', hypertension: 'HH AY P ER T EH N SH AH N', and: 'AE N D', takes: 'T EY K S',
  lies: 'L AY Z', in: 'IH N', a: 'AH', purl: 'P ER L', daily: 'D EY L IY', lisinopril: 'L AY S IH N AH P R IH L', chemo: 'K IY M OW',
  therapy: 'TH EH R AH P IY', chemotherapy: 'K IY M OW TH EH R AH P IY', bladders: 'B L AE D ER Z', can: 'K AE N', bladder: 'B L AE D ER',
  scan: 'S K AE N', showed: 'SH OW D', retention: 'R IY T EH N SH AH N', will: 'W IH L', begin: 'B IH G IH N', pain: 'P EY N',
  tumor: 'T UW M ER', tumour: 'T UW M ER', removed: 'R IH M UW V D', was: 'W AA Z', thecitis: 'TH IY S AY T IH S', cts: 'S IY T IY Z',
  colonoscopy: 'K OW L AH N AA S K AH P IY', kolonoskopi: 'K OW L AH N AA S K AH P IY', cavernoscopy: 'K AE V ER N AA S K AH P IY', is: 'IH Z', due: 'D UW',
  responded: 'R IH S P AA N D IH D', to: 'T UW', sephalaxin: 'S EH F AH L AE K S IH N', cephalexin: 'S EH F AH L EH K S IH N',
};
const said = (phones: string) => phones.split(' ');
const pronouncer = dictionaryPronouncer(WORDS);
const index = new SoundsLikeIndex(['lisinopril', 'hypertension', 'chemotherapy', 'bladder scan', 'urinary retention', 'tumour', 'thecitis', 'cavernoscopy', 'cephalexin'].map((term) => ({
  term, phones: term.split(' ').flatMap((word) => said(WORDS[word] ?? (word === 'scan' ? WORDS.scan! : 'Y ER AH N EH R IY'))),
})));

/** A segment as Whisper answers it: its words timed one after another, 0.4 s each. */
function segment(text: string, start = 0) {
  const words = text.split(' ').map((w, i) => ({ w, start: start + 0.4 * i, end: start + 0.4 * i + 0.35, conf: 0.9 }));
  return { start, end: words.at(-1)!.end, text, words };
}

let english: MedicalLexicon;
beforeAll(async () => {
  english = (await lexiconFor('en'))!;
});

describe('soundsLikeSpans', () => {
  it('finds the spans that sound like a term the first pass did not write, nearest first', async () => {
    const first = [segment('The patient has hypertension and takes lies in a purl daily.'), segment('Chemo therapy will begin.', 5)];
    const spans = await soundsLikeSpans(first, english, index, pronouncer);
    const brief = spans.map(({ segment: at, first: from, length, term }) => `${term}@${at}:${from}+${length}`);
    // Exactly chemotherapy's sounds, then lisinopril's over all four words; hypertension was heard already.
    expect(brief.slice(0, 2)).toEqual(['chemotherapy@1:0+2', 'lisinopril@0:6+4']);
    expect(spans[0]!.distance).toBe(0);
    expect(brief.filter((span) => span.startsWith('hypertension'))).toEqual([]);
    expect(secondPassTerms(spans, 15)).toEqual(['chemotherapy', 'lisinopril']);
    expect(secondPassTerms(spans, 1)).toEqual(['chemotherapy']);
  });

  it('lets a span hold a whole term with more words than it, never part of one', async () => {
    // "bladders" is a term (anatomy); "bladders can" sounds like the test "bladder scan".
    const spans = await soundsLikeSpans([segment('The bladders can showed retention.')], english, index, pronouncer);
    expect(spans.map((span) => `${span.term}@${span.first}+${span.length}`)).toContain('bladder scan@1+2');
  });

  it('offers a span holding a term it wrote only for a term that holds it too', async () => {
    // "a colonoscopy" sounds near cavernoscopy, as does "a kolonoskopi" (the same sounds, no term): colonoscopy was heard, and cavernoscopy does not hold it.
    const heard = async (text: string) => (await soundsLikeSpans([segment(text)], english, index, pronouncer)).map((span) => span.term);
    expect(await heard('A kolonoskopi is due.')).toContain('cavernoscopy');
    expect(await heard('A colonoscopy is due.')).not.toContain('cavernoscopy');
  });
});

describe('joinedCompounds', () => {
  it('joins two words that together are a term, keeping their times and the punctuation after', () => {
    const { segments, joined } = joinedCompounds([segment('The Echo Cardiogram showed it.'), segment('Chemo therapy, ultra sound, chest x ray.', 5)], english);
    expect(joined).toEqual(['echocardiogram', 'chemotherapy', 'ultrasound', 'x-ray']);
    expect(segments.map((s) => s.text)).toEqual(['The Echocardiogram showed it.', 'Chemotherapy, ultrasound, chest x-ray.']);
    expect(segments[0]!.words[1]).toEqual({ w: 'Echocardiogram', start: 0.4, end: 1.15, conf: 0.9 });
  });

  it('leaves two words alone when they are a term as they are, or a comma parts them', () => {
    const { segments, joined } = joinedCompounds([segment('high blood pressure, chemo, therapy')], english);
    expect(joined).toEqual([]);
    expect(segments[0]!.text).toBe('high blood pressure, chemo, therapy');
  });
});

describe('confirmedSpans', () => {
  const first = [segment('The patient takes lies in a purl daily.'), segment('Chemo therapy will begin.', 5)];
  const spans = [
    { segment: 0, first: 3, length: 4, term: 'lisinopril', distance: 0.24 },
    { segment: 1, first: 0, length: 2, term: 'chemotherapy', distance: 0 },
  ];

  it('replaces a span by the second pass\'s words where it wrote the term at the same time, and keeps the rest of the first pass', () => {
    // The second pass heard lisinopril over "lies in a purl" (1.2-2.75 s), wandered elsewhere, and wrote "Chemo therapy" again.
    const second = [
      { start: 0, end: 3, text: 'The patient takes lisinopril, daily', words: [
        { w: 'The', start: 0, end: 0.35 }, { w: 'patient', start: 0.4, end: 0.75 }, { w: 'takes', start: 0.8, end: 1.15 },
        { w: 'lisinopril,', start: 1.3, end: 2.6, conf: 0.8 }, { w: 'daily', start: 2.8, end: 3 },
      ] },
      segment('Chemo therapy will begin. Pain, pain, pain,', 5),
    ];
    const { segments, confirmed } = confirmedSpans(first, second, spans, english);
    expect(confirmed).toEqual(['lisinopril']);
    // The first pass's punctuation after the span, the second pass's word and times.
    expect(segments[0]!.text).toBe('The patient takes lisinopril daily.');
    expect(segments[0]!.words[3]).toEqual({ w: 'lisinopril', start: 1.3, end: 2.6, conf: 0.8 });
    expect(segments[0]!.words.map((word) => word.w)).toEqual(['The', 'patient', 'takes', 'lisinopril', 'daily.']);
    // What the second pass wrote after the speech is not taken.
    expect(segments[1]).toEqual(first[1]);
  });

  it('replaces the span whose time the second pass\'s words fit best', () => {
    // Confirmed over "lies in a purl" and over "in a purl" (both sound like lisinopril): the second pass said it over all four.
    const both = [{ segment: 0, first: 4, length: 3, term: 'lisinopril', distance: 0.2 }, ...spans];
    const second = [{ ...segment('The patient takes'), words: [...segment('The patient takes').words, { w: 'lisinopril', start: 1.2, end: 2.7 }] }, first[1]!];
    expect(confirmedSpans(first, second, both, english).segments[0]!.text).toBe('The patient takes lisinopril daily.');
    // Said over "in a purl" only: "lies" stays.
    const later = [{ ...second[0]!, words: [...segment('The patient takes lies').words, { w: 'lisinopril', start: 1.6, end: 2.7 }] }, first[1]!];
    expect(confirmedSpans(first, later, both, english).segments[0]!.text).toBe('The patient takes lies lisinopril daily.');
  });

  it('takes nothing the second pass wrote elsewhere in time, or another term', () => {
    const later = [segment('The patient takes lies in a purl daily lisinopril.'), segment('Chemo therapy will begin.', 5)];
    expect(confirmedSpans(first, later, spans, english).confirmed).toEqual([]);
    const other = [segment('The patient takes lies in a purl daily.'), segment('Chemotherapy will begin.', 5)];
    const { segments, confirmed } = confirmedSpans(first, other, spans, english);
    expect(confirmed).toEqual(['chemotherapy']);
    expect(segments[1]!.text).toBe('Chemotherapy will begin.');
    expect(segments[0]).toEqual(first[0]);
  });
});

describe('terms pocketsphinx heard on the same audio', () => {
  // pocketsphinx (with the lexicon's words) heard amoxicillin where Whisper wrote "on Maxis", which sounds nothing like it.
  const unsure = segment('Start on Maxis daily for the pain.');
  const whisperFirst = [{ ...unsure, words: unsure.words.map((word) => ({ ...word, conf: 0.5 })) }];
  const pocketsphinx = [{ start: 0, end: 3, text: 'start amoxicillin daily for the pain', words: [
    { w: 'start', start: 0, end: 0.35 }, { w: 'amoxicillin', start: 0.45, end: 1.1 }, { w: 'daily', start: 1.2, end: 1.55 },
    { w: 'for', start: 1.6, end: 1.95 }, { w: 'the', start: 2, end: 2.35 }, { w: 'pain', start: 2.4, end: 2.75 },
  ] }];

  it('places a term it wrote on the first pass\'s words at that time, not one the first pass wrote, nor words it was sure of', () => {
    expect(heardSpans(whisperFirst, pocketsphinx, english)).toEqual([{ segment: 0, first: 1, length: 2, term: 'amoxicillin', distance: 0.2 }]);
    const sure = [{ ...whisperFirst[0]!, words: whisperFirst[0]!.words.map((word) => ({ ...word, conf: 0.97 })) }];
    expect(heardSpans(sure, pocketsphinx, english)).toEqual([]);
  });

  it('gives the second pass the terms it heard, and takes one the second pass wrote at that time', async () => {
    const asked: TranscribeOptions[] = [];
    const whisper: AsrEngine = {
      id: 'whisper', languages: ['en'], takesHotwords: true,
      async transcribe(_wav, options): Promise<Transcript> {
        asked.push(options);
        const segments = options.vocabulary ? [segment('Start amoxicillin daily for the pain.')] : whisperFirst;
        return { language: 'en', durationSec: 3, engine: 'whisper:tiny.en', punctuated: true, segments };
      },
    };
    const soundsLike = { count: 15, pronouncer, phones: { serves: () => true, indexFor: async () => index } as unknown as LexiconPhones };
    const listen = async () => ({ language: 'en', durationSec: 3, engine: 'pocketsphinx', segments: pocketsphinx });
    const two = await recognizeTwice(whisper, 'audio.wav', english, soundsLike, { listen });
    expect(two.hotwords).toEqual(['amoxicillin']);
    expect(asked[1]!.vocabulary).toEqual({ terms: ['amoxicillin'] });
    expect(two.transcript.segments[0]!.text).toBe('Start amoxicillin daily for the pain.');
    expect(two.note).toContain('pocketsphinx');
    // The engine fell back to one that takes no hotwords: one pass, and the listener still at work is stopped.
    let stopped = false;
    const waiting = (signal?: AbortSignal) => new Promise<Transcript>((_, reject) => signal?.addEventListener('abort', () => {
      stopped = true;
      reject(new Error('stopped'));
    }));
    const fellBack: AsrEngine = { ...whisper, transcribe: async (wav, options) => ({ ...(await whisper.transcribe(wav, options)), engine: 'vosk:small-en-us-0.15' }) };
    const once = await recognizeTwice(fellBack, 'audio.wav', english, soundsLike, { listen: waiting });
    expect(once.hotwords).toEqual([]);
    expect(stopped).toBe(true);
  });
});

describe('terms pocketsphinx wrote where the first pass\'s words sound like them', () => {
  // Whisper spelled cephalexin by its sounds, unsure of it; pocketsphinx, with the lexicon's words, wrote it at that time.
  const spelled = segment('Responded to sephalaxin.');
  const whisperFirst = [{ ...spelled, words: spelled.words.map((word) => ({ ...word, conf: 0.5 })) }];
  const pocketsphinx = [{ start: 0, end: 1.2, text: 'responded to cephalexin', words: [
    { w: 'responded', start: 0, end: 0.35 }, { w: 'to', start: 0.4, end: 0.75 }, { w: 'cephalexin', start: 0.8, end: 1.15 },
  ] }];
  const noTerm = [segment('Responded to sephalaxin.')];

  it('are taken where the second pass did not write them, with their words spread over the span', async () => {
    const agreed = await agreedWithOther(whisperFirst, pocketsphinx, english, index, pronouncer, []);
    expect(agreed.map(({ span }) => span)).toEqual([{ segment: 0, first: 2, length: 1, term: 'cephalexin', distance: 0 }]);
    const { segments, confirmed, agreed: taken } = confirmedSpans(whisperFirst, noTerm, agreed.map(({ span }) => span), english, agreed);
    expect(confirmed).toEqual([]);
    expect(taken).toEqual(['cephalexin']);
    expect(segments[0]!.text).toBe('Responded to cephalexin.');
    expect(segments[0]!.words[2]).toEqual({ w: 'cephalexin.', start: 0.8, end: 1.15 });
    // Words the first pass was sure of stay, as with the second pass's candidates.
    const sure = [{ ...spelled, words: spelled.words.map((word) => ({ ...word, conf: 0.95 })) }];
    expect(await agreedWithOther(sure, pocketsphinx, english, index, pronouncer, [])).toEqual([]);
  });

  it('are not taken over words that sound nothing like them, nor over the second pass\'s own writing of them', async () => {
    const elsewhere = [{ ...pocketsphinx[0]!, words: [{ w: 'cephalexin', start: 0, end: 0.35 }, ...pocketsphinx[0]!.words.slice(1, 2)] }];
    expect(await agreedWithOther(whisperFirst, elsewhere, english, index, pronouncer, [])).toEqual([]);
    const agreed = await agreedWithOther(whisperFirst, pocketsphinx, english, index, pronouncer, []);
    const second = [{ ...segment('Responded to Cephalexin.'), words: [...segment('Responded to').words, { w: 'Cephalexin.', start: 0.8, end: 1.2, conf: 0.7 }] }];
    const { segments, confirmed, agreed: taken } = confirmedSpans(whisperFirst, second, agreed.map(({ span }) => span), english, agreed);
    expect(confirmed).toEqual(['cephalexin']);
    expect(taken).toEqual([]);
    expect(segments[0]!.words[2]).toEqual({ w: 'Cephalexin.', start: 0.8, end: 1.2, conf: 0.7 });
  });
});

describe('terms the first pass spelled as no word is spelled', () => {
  // A dictionary that knows every word above but "sephalaxin": Whisper made that spelling up.
  const notKnowing = (...madeUp: string[]) => ({ ...pronouncer, knows: async (word: string) => word in WORDS && !madeUp.includes(word) });

  it('are taken when the made-up word sounds near enough a term and nearer it than any other', async () => {
    const first = [segment('Responded to sephalaxin.')];
    const spans = await soundsLikeSpans(first, english, index, pronouncer);
    const taken = await unheardOfSpans(first, spans, english, notKnowing('sephalaxin'));
    expect(taken.map(({ span }) => span.term)).toEqual(['cephalexin']);
    expect(taken[0]!.span.distance).toBeLessThanOrEqual(UNHEARD_OF.distance);
    expect(confirmedSpans(first, [segment('Responded to sephalaxin.')], [], english, taken).segments[0]!.text).toBe('Responded to cephalexin.');
  });

  it('are not taken for a word the dictionary knows, one in capitals, or a term sounding farther than UNHEARD_OF', async () => {
    const first = [segment('Responded to sephalaxin.')];
    const spans = await soundsLikeSpans(first, english, index, pronouncer);
    expect(await unheardOfSpans(first, spans, english, pronouncer)).toEqual([]);
    const capitals = [segment('Responded to SEPHALAXIN.')];
    expect(await unheardOfSpans(capitals, await soundsLikeSpans(capitals, english, index, pronouncer), english, notKnowing('sephalaxin'))).toEqual([]);
    const far = spans.map((span) => ({ ...span, distance: UNHEARD_OF.distance + 0.01 }));
    expect(await unheardOfSpans(first, far, english, notKnowing('sephalaxin'))).toEqual([]);
  });
});

describe('LexiconPhones', () => {
  const dir = mkdtempSync(join(tmpdir(), 'med-phones-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('says the lexicon\'s terms once, keeps them on disk by their content, and reads them back', async () => {
    let asked = 0;
    const counting: Pronouncer = { ...pronouncer, pronounce: async (words, language) => { asked += words.length; return pronouncer.pronounce(words, language); } };
    const small = { ...english, language: 'en', terms: [{ term: 'lisinopril', category: 'drug' }, { term: 'bladder scan', category: 'test' }, { term: '500 mg', category: 'dose' }, { term: 'lisinopril', category: 'drug' }] } as unknown as MedicalLexicon;
    expect(soundsLikeTerms(small)).toEqual(['lisinopril', 'bladder scan']);
    const phones = new LexiconPhones(dir, counting);
    expect(phones.serves(small)).toBe(true);
    const index = await phones.indexFor(small);
    expect(index.size).toBe(2);
    expect(asked).toBe(3);
    // The same lexicon again: the same index, nothing said again.
    expect(await phones.indexFor(small)).toBe(index);
    const files = readdirSync(dir);
    expect(files).toEqual([expect.stringMatching(/^sounds-like-en-[0-9a-f]{16}\.json$/)]);
    expect(JSON.parse(readFileSync(join(dir, files[0]!), 'utf8'))).toEqual([['lisinopril', 'L AY S IH N AH P R IH L'], ['bladder scan', 'B L AE D ER S K AE N']]);
    // Another process (a restart) reads the kept file instead of saying the terms.
    const again = new LexiconPhones(dir, counting);
    expect((await again.indexFor(small)).candidates([said('L AY Z IH N AH P ER L')])[0]).toMatchObject({ term: 'lisinopril', first: 0, length: 1 });
    expect(asked).toBe(3);
    // A changed lexicon is said again, into its own file.
    await again.indexFor({ ...small, terms: [{ term: 'bladder scan', category: 'test' }] } as unknown as MedicalLexicon);
    expect(readdirSync(dir)).toHaveLength(2);
    expect(new LexiconPhones(dir, { ...pronouncer, languages: [] }).serves(small)).toBe(false);
  });
});
