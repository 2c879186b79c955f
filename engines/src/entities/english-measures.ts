import { createRequire } from 'node:module';
import type { EntityType } from './entity-types.ts';
import { RANK, type Candidate } from './entity-candidates.ts';

/** What this plugin uses of @nlpjs/builtin-microsoft (Microsoft Recognizers Text, MIT), which ships no types. */
interface BuiltinEdge {
  /** Inclusive. */
  start: number;
  end: number;
  entity: string;
  resolution?: { values?: { timex?: string }[] };
}
interface BuiltinMicrosoft {
  findBuiltinEntities(utterance: string, locale: string, builtins?: string[]): { edges: BuiltinEdge[] };
}
const { BuiltinMicrosoft } = createRequire(import.meta.url)('@nlpjs/builtin-microsoft') as { BuiltinMicrosoft: new () => BuiltinMicrosoft };
const recognizers = new BuiltinMicrosoft();
const BUILTINS = ['Number', 'Percentage', 'Currency', 'DateTime'];

/** A time must say it is one: a clock, am/pm, o'clock, noon; a bare "twenty five" is a number. */
const CLOCK = /\d:\d|\b(a\.?m\.?|p\.?m\.?|o'clock|noon|midnight|half past|quarter (past|to)|morning|afternoon|evening|tonight|night)\b/i;
/** Where a date-and-time phrase turns from one to the other: "March 5 at 3 pm", "3 pm on Monday". */
const DATE_THEN_TIME = /^(.+?),?\s+(?:at|around|by|from)\s+(.+)$/i;
const TIME_THEN_DATE = /^(.+?)\s+(?:(?:on|of)\s+(.+)|(today|tomorrow|yesterday))$/i;
/** The recognizer keeps a preposition before a date or time ("from June 3", "before 5 pm"); the entity does not. */
const LEADING_PREPOSITION = /^(?:from|before|after|until|till|by|on|at|since|around|in|during)\s+/i;
/** A year after a preposition is a date ("in 1999"), which the recognizer answers as a number. */
const YEAR = /^(1[6-9]|20)\d\d$/;
const BEFORE_YEAR = /\b(in|since|by|until|of|from|before|after)\s+$/i;
/** Spoken money the recognizer does not know: "20 bucks", "fifty grand". */
const SLANG_MONEY = /^\s+(bucks|quid|grand)\b/i;
/** Ordinals are not entities here, nor "now" (a date of every sentence), nor durations. */
const SKIPPED_WORDS = /^(one|now|a|an)$/i;
/** A part of the day alone ("good morning") greets; it is no time. */
const BARE_PERIOD = /^(the\s+)?(morning|afternoon|evening|night)s?$/i;

/**
 * Dates, times, sums of money and numbers in English from Microsoft Recognizers Text (through
 * @nlpjs/builtin-microsoft): numbers written in digits or words, currencies, dates and times,
 * with a date-and-time phrase split into its DATE and its TIME.
 */
export function englishMeasures(text: string): Candidate[] {
  const found: Candidate[] = [];
  for (const edge of recognizers.findBuiltinEntities(text, 'en', BUILTINS).edges) {
    const end = edge.end + 1;
    const lead = edge.entity === 'number' ? 0 : LEADING_PREPOSITION.exec(text.slice(edge.start, end))?.[0].length ?? 0;
    const start = edge.start + lead;
    const source = text.slice(start, end);
    if (SKIPPED_WORDS.test(source)) continue;
    const add = (type: EntityType, from = start, to = end) => found.push({ type, start: from, end: to, rank: RANK.measure });
    switch (edge.entity) {
      case 'currency':
        add('MONEY');
        break;
      case 'number': {
        const slang = SLANG_MONEY.exec(text.slice(end));
        if (slang) add('MONEY', start, end + slang[0].length);
        else add(YEAR.test(source) && BEFORE_YEAR.test(text.slice(Math.max(0, start - 8), start)) ? 'DATE' : 'NUMBER');
        break;
      }
      case 'percentage':
        // "25 percent of 300" is a percentage to the recognizer; the entity is "25 percent".
        add('NUMBER', start, start + (/^(.+?)\s+of\s/i.exec(source)?.[1]!.length ?? source.length));
        break;
      case 'date':
      case 'daterange':
        if (!isPresent(edge)) add('DATE');
        break;
      case 'time':
      case 'timerange':
        if (CLOCK.test(source) && !BARE_PERIOD.test(source)) add('TIME');
        break;
      case 'datetime':
      case 'datetimerange':
        if (!isPresent(edge)) splitDateTime(source, start, add);
        break;
    }
  }
  return found;
}

const isPresent = (edge: BuiltinEdge) => edge.resolution?.values?.some((value) => value.timex === 'PRESENT_REF') ?? false;

function splitDateTime(source: string, start: number, add: (type: EntityType, from: number, to: number) => void): void {
  const parts = DATE_THEN_TIME.exec(source);
  if (parts && CLOCK.test(parts[2]!)) {
    add('DATE', start, start + parts[1]!.length);
    add('TIME', start + source.length - parts[2]!.length, start + source.length);
    return;
  }
  const reversed = TIME_THEN_DATE.exec(source);
  if (reversed && CLOCK.test(reversed[1]!)) {
    const date = reversed[2] ?? reversed[3]!;
    add('TIME', start, start + reversed[1]!.length);
    add('DATE', start + source.length - date.length, start + source.length);
    return;
  }
  add(CLOCK.test(source) ? 'TIME' : 'DATE', start, start + source.length);
}

/** Loads the recognizers' models (about half a second) before the first request needs them. */
export function warmEnglishMeasures(): void {
  recognizers.findBuiltinEntities('On March 5 at 3 pm we paid $20.', 'en', BUILTINS);
}
