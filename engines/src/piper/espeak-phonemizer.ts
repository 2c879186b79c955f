import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { EngineFailedError, scratchName, stderrSummary, type ProcessRunner } from '@speechdeck/core/server';
import { espeakClauses, type Clause } from './espeak-clauses.ts';

export interface EspeakPhonemizerOptions {
  processes: ProcessRunner;
  /** The espeak-ng program (GPL-3), run as a separate process: 'espeak-ng' or a path. */
  bin: string;
  /** espeak-ng's voice, from the Piper config's `espeak.voice`, e.g. 'en-us'. */
  voice: string;
}

/**
 * What follows a clause's phonemes: its mark, and a space where the sentence goes on (after , : ;
 * as in Piper). Piper adds no space after a clause it keeps no mark for, so one ended by an
 * ellipsis runs into the next word there ("quickly... then" -> `kwˈɪkliðˈɛn`); here it gets one.
 */
const clauseEnd = (clause: Clause) => (clause.endsSentence ? clause.mark : `${clause.mark} `);

/**
 * espeak-ng's phoneme input: text between `[[` and `]]` is read as phoneme mnemonics. Piper lets
 * a caller write phonemes so; here the text is the user's, so the brackets are split and read as
 * text.
 */
const asPlainText = (text: string) => text.replace(/\[\[/g, '[ [').replace(/\]\]/g, '] ]');

/**
 * espeak-ng writes a word of another language between flags such as `(fr)` and `(en)`; Piper
 * drops them. Its lines carry no leading or trailing space in Piper's library output either.
 */
const cleanLine = (line: string) => line.replace(/\([^)]+\)/g, '').trim();

/**
 * Text to phonemes, sentence by sentence, as Piper's own phonemizer gives them to its voices:
 * espeak-ng's IPA for each clause, the clause's mark appended (and a space after , : ;),
 * decomposed (NFD) into single code points, which the voice's phoneme_id_map names. One
 * difference, in clauseEnd.
 */
export class EspeakPhonemizer {
  constructor(private readonly options: EspeakPhonemizerOptions) {}

  /**
   * The text's sentences, each a list of phonemes. `scratchDir` takes the text file espeak-ng reads
   * (never an argument: a text starting with '-' would be read as an option).
   */
  async sentences(text: string, scratchDir: string, signal?: AbortSignal): Promise<string[][]> {
    const plain = asPlainText(text);
    const clauses = espeakClauses(plain);
    if (clauses.length === 0) return [];
    const lines = await this.clausePhonemes(plain, clauses, scratchDir, signal);
    const sentences: string[][] = [];
    let sentence: string[] = [];
    for (const [i, clause] of clauses.entries()) {
      const phonemes = `${cleanLine(lines[i]!)}${clauseEnd(clause)}`;
      sentence.push(...phonemes.normalize('NFD'));
      if (clause.endsSentence) {
        sentences.push(sentence);
        sentence = [];
      }
    }
    sentences.push(sentence);
    return sentences.filter((phonemes) => phonemes.length > 0);
  }

  /**
   * One line of phonemes per clause. espeak-ng reads the whole text at once, as Piper's library
   * call does, and prints a line per clause; where its lines and the clauses found here differ in
   * number (a clause espeak-ng cut for length, a rule of another script), each clause is read on its
   * own instead, its lines joined.
   */
  private async clausePhonemes(text: string, clauses: readonly Clause[], scratchDir: string, signal?: AbortSignal): Promise<string[]> {
    const textFile = join(scratchDir, scratchName('phonemes'));
    try {
      const lines = await this.run(text, textFile, signal);
      if (lines.length === clauses.length) return lines;
      const perClause: string[] = [];
      for (const clause of clauses) perClause.push((await this.run(clause.text, textFile, signal)).map(cleanLine).join(' '));
      return perClause;
    } finally {
      await rm(textFile, { force: true });
    }
  }

  private async run(text: string, textFile: string, signal?: AbortSignal): Promise<string[]> {
    await writeFile(textFile, text, { encoding: 'utf8', mode: 0o600 });
    // -q: no audio; --ipa: phonemes in IPA, a line per clause; -b 1: the text is UTF-8.
    const result = await this.options.processes.run(this.options.bin, ['-q', '--ipa', '-b', '1', '-v', this.options.voice, '-f', textFile], {
      name: 'espeak-ng',
      installHint: 'apt-get install espeak-ng',
      signal,
      timeoutMs: 60_000,
    });
    if (result.exitCode !== 0) throw new EngineFailedError('The phonemizer (espeak-ng) failed on this text.', 502, { cause: stderrSummary(result.stderr) });
    const lines = result.stdout.split('\n');
    // The output ends with a line break: the last "line" is not one.
    if (lines.at(-1) === '') lines.pop();
    return lines;
  }
}
