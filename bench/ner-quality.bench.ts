import { NER_LANGUAGES, type NamedEntity, type NerLanguage } from '../plugins/ner/src/index.ts';
import { recognizeEntities } from '@speechdeck/engines/entities';
import { ANNOTATED_SETS, type Split } from '../plugins/ner/src/server/evaluation/annotated-sets.ts';
import { compromiseNames } from '../plugins/ner/src/server/evaluation/compromise-baseline.ts';
import { scoreEntities, type TypeScore } from '../plugins/ner/src/server/evaluation/entity-scores.ts';
import { CONDITIONS, type AnnotatedSentence } from '../plugins/ner/src/server/evaluation/marked-sentences.ts';
import type { BenchRow } from './bench-host.ts';

const NAMES = new Set(['PERSON', 'PLACE', 'ORGANIZATION']);
const figures = (row: TypeScore) => `P ${row.precision.toFixed(2)} R ${row.recall.toFixed(2)} F1 ${row.f1.toFixed(2)} (${row.correct}/${row.gold} found ${row.found})`;

function scored(sentences: readonly AnnotatedSentence[], recognize: (text: string) => NamedEntity[]): TypeScore[] {
  return scoreEntities(sentences.map((s) => ({ gold: s.entities, found: recognize(s.text) })));
}

/**
 * Named-entity quality: precision, recall and F1 per type, exact type and offsets, on the annotated
 * sentences written for the tests (plugins/ner/src/server/evaluation). Reported on the held-out half
 * (never used to adjust the rules), per language and per condition (news, conversation, and
 * lower-case transcripts without punctuation); the development half's totals beside it. For English
 * names the peer is compromise alone.
 */
export async function benchNerQuality(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const language of NER_LANGUAGES) {
    const recognize = (text: string) => recognizeEntities(text, language as NerLanguage);
    const heldOut = ANNOTATED_SETS[language]['held-out'];
    const baseline = language === 'en' ? scored(heldOut, compromiseNames) : [];
    for (const row of scored(heldOut, recognize)) {
      const peer = baseline.find((b) => b.type === row.type && NAMES.has(row.type));
      rows.push({
        name: `ner ${language} ${row.type} (held-out, ${heldOut.length} sentences)`,
        ours: figures(row),
        peer: peer ? `compromise alone: ${figures(peer)}` : '-',
        ratio: peer ? `${(row.f1 / Math.max(peer.f1, 1e-9)).toFixed(2)}x F1` : '-',
        goal: language === 'en' && NAMES.has(row.type) ? 'F1 >= 0.80' : '-',
      });
    }
    for (const condition of CONDITIONS) {
      const sentences = heldOut.filter((s) => s.condition === condition);
      const all = scored(sentences, recognize).find((r) => r.type === 'ALL')!;
      rows.push({ name: `ner ${language} ALL (held-out, ${condition}, ${sentences.length} sentences)`, ours: figures(all), peer: '-', ratio: '-', goal: '-' });
    }
    const split: Split = 'development';
    const development = scored(ANNOTATED_SETS[language][split], recognize).find((r) => r.type === 'ALL')!;
    rows.push({ name: `ner ${language} ALL (development, ${ANNOTATED_SETS[language][split].length} sentences)`, ours: figures(development), peer: '-', ratio: '-', goal: '-' });
  }
  return rows;
}
