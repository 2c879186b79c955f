import { afterEach, describe, expect, it } from 'vitest';
import { sql } from '@speechdeck/core/server';
import { openTestStore, STORE_DIALECTS, type TestStore } from '@speechdeck/testing';
import { openResultsStore } from './open-results-store.ts';
import { searchTerms } from './search-terms.ts';
import type { WorkspaceTables } from './workspace-tables.ts';

// Transcripts in many languages, with what ASR text and edits carry: punctuation, numbers, accents.
const SAMPLES = [
  'Café au lait, s’il vous plaît — déjà vu! Œuvre naïve.',
  'Grüße aus Zürich: Straße, Öl und Äpfel.',
  'Ñandú, pingüino y acción; ¿qué tal?',
  'Zażółć gęślą jaźń.',
  'Příliš žluťoučký kůň úpěl ďábelské ódy.',
  'İstanbul’da ılık bir gün; ISPARTA ve ıspanak.',
  'Tiếng Việt có dấu: Hà Nội, Đà Nẵng.',
  'Η ΟΔΟΣ προς την Αθήνα· σοφός ΣΟΦΟΣ.',
  'Съешь же ещё этих мягких французских булок, да выпей чаю. ЙОД',
  'Їжак і ґудзик: Україна.',
  'مرحبا بالعالم، كيف حالك؟',
  'שלום עולם, מה שלומך?',
  'नमस्ते दुनिया, आप कैसे हैं?',
  '我们今天开会讨论预算。',
  '東京で会議があります。カタカナ、ひらがな。',
  '안녕하세요 세계, 회의는 3시에 시작합니다.',
  "Version 2.0.1 ships on-call e-mail support@x.io at 10:30, 50% off £5 ½ x² ① don't.",
  'ＦＵＬＬ ｗｉｄｔｈ ５ and ﬁne ligatures, µs and ſ.',
];
const options = { language: 'mul', isDiarize: false, vad: false, punct: true, sentText: false, oa: false };

describe('search terms', () => {
  let store: TestStore;
  afterEach(() => store?.close());

  it("are the words SQLite's full-text index holds, in many languages", async () => {
    store = await openTestStore('sqlite');
    const plugin = store.forPlugin('workspace');
    const results = await openResultsStore(plugin, store.jobs, () => new Date());
    const userId = await store.addUser();
    await results.create({ processId: 'p', userId, fn: 'many.wav', options, mediaKey: 'k' });
    const segments = SAMPLES.map((sent, position) => ({ position, start: position, end: position + 1, spk: null, sent, kw: [], oa: null, words: [] }));
    await results.complete(userId, 'p', { language: 'mul', duration: 1, engine: 'test', notes: [], segments });

    const db = plugin.tables<WorkspaceTables>();
    await sql`CREATE VIRTUAL TABLE temp.segment_terms USING fts5vocab(main, segments_fts, instance)`.execute(db);
    const indexed = await sql<{ term: string; position: number }>`SELECT v.term, s.position FROM temp.segment_terms v JOIN segments s ON s.id = v.doc
      WHERE v.col = 'sent' ORDER BY v.doc, v.offset`.execute(db);
    SAMPLES.forEach((sample, position) => {
      expect(searchTerms(sample), sample).toEqual(indexed.rows.filter((row) => row.position === position).map((row) => row.term));
    });
  });
});

describe.each(STORE_DIALECTS)('search in many languages on %s', (dialect) => {
  let store: TestStore;
  afterEach(() => store?.close());

  it('finds each transcript by each of its words in any case and accent, by a prefix, and by its whole text as a phrase', async () => {
    store = await openTestStore(dialect);
    const results = await openResultsStore(store.forPlugin('workspace'), store.jobs, () => new Date());
    const userId = await store.addUser();
    await results.create({ processId: 'p', userId, fn: 'many.wav', options, mediaKey: 'k' });
    const segments = SAMPLES.map((sent, position) => ({ position, start: position, end: position + 1, spk: null, sent, kw: [], oa: null, words: [] }));
    await results.complete(userId, 'p', { language: 'mul', duration: 1, engine: 'test', notes: [], segments });

    const found = async (value: string) => (await results.search(userId, { kind: 'sent', value }, { limit: 50, offset: 0 })).map((hit) => hit.position);
    for (const [position, sample] of SAMPLES.entries()) {
      for (const word of sample.match(/[\p{L}\p{N}]+/gu)!) {
        expect(await found(word), `${word} in ${sample}`).toContain(position);
        // Upper case that spells another word (ß as SS, ı as I, ﬁ as FI) is another word here too.
        if (!/[ßıﬁ]/.test(word)) expect(await found(word.toUpperCase()), `${word.toUpperCase()} in ${sample}`).toContain(position);
        expect(await found(`${word.slice(0, 1)}*`), `${word.slice(0, 1)}* in ${sample}`).toContain(position);
      }
      expect(await found(`"${sample.replaceAll('"', '')}"`), sample).toEqual([position]);
    }
    expect(await found('zurich strasse')).toEqual([]);
    expect(await found('zurich STRAßE')).toEqual([1]);
    expect(await found('οδος σοφος')).toEqual([7]);
    expect(await found('αθηνα')).toEqual([]);
    expect(await found('ΑΘΉΝΑ')).toEqual([7]);
    expect(await found('йод')).toEqual([8]);
    expect(await found('иод')).toEqual([]);
    expect(await found('istanbul ılık')).toEqual([5]);
    expect(await found('ilik')).toEqual([]);
  });
});
