import { writeFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { EngineFailedError, EngineUnavailableError, scratchName, stderrSummary, type ProcessRunner } from '@speechdeck/core/server';
import type { ApertiumMode } from './apertium-modes.ts';
import type { Direction, TranslateOptions, TranslationEngine } from './translation-engine.ts';

export interface ApertiumConfig {
  bin: string;
  /** The folder with `modes/` (apertium's -d). */
  dataDir: string;
  modes: readonly ApertiumMode[];
  /** Per run (default 2 minutes: an hour of transcript takes about a second). */
  timeoutMs?: number;
}

/** What to install, in the words of Debian's packages. */
export const APERTIUM_INSTALL = 'apt-get install apertium apertium-eng-spa (and the other apertium-* pairs wanted)';

/**
 * A blank line ends a paragraph for apertium's text format: it never moves a word across one (a
 * single line break it does: "the big\ncat" comes out "el gato\ngrande"). Texts are joined by one,
 * so one run translates them all and the answer splits back into the same texts.
 */
const BOUNDARY = '\n\n';

/**
 * Apertium (GPL), run as its own program (`apertium -u -d <data> <mode> <file>`) through the host's
 * process runner, one run per call whatever the number of texts. `-u`: unknown words come out as
 * they went in, without apertium's `*` mark, so a subtitle shows "Dashwood", not "*Dashwood"
 * (README, "Unknown words").
 */
export class ApertiumEngine implements TranslationEngine {
  readonly id = 'apertium';
  readonly local = true;

  constructor(private readonly config: ApertiumConfig, private readonly processes: ProcessRunner) {}

  async directions(): Promise<Direction[]> {
    return this.config.modes.map(({ source, target }) => ({ source, target }));
  }

  async translate(texts: readonly string[], direction: Direction, { signal, scratchDir }: TranslateOptions): Promise<string[]> {
    const mode = this.config.modes.find((m) => m.source === direction.source && m.target === direction.target);
    if (!mode) throw new EngineUnavailableError(`apertium has no ${direction.source}-${direction.target} pair installed here.`, 422);
    // The text goes in as a file, never as an argument, and its scratch name is swept after a crash.
    const input = join(scratchDir, scratchName('mt'));
    await writeFile(input, `${texts.map(oneParagraph).join(BOUNDARY)}\n`, { encoding: 'utf8', mode: 0o600 });
    try {
      const run = await this.processes.run(this.config.bin, ['-u', '-d', this.config.dataDir, mode.mode, input], {
        name: 'apertium', installHint: APERTIUM_INSTALL, signal, timeoutMs: this.config.timeoutMs ?? 120_000,
      });
      if (run.exitCode !== 0) throw new EngineFailedError(`apertium failed on this text (${mode.mode}).`, 502, { cause: stderrSummary(run.stderr) });
      const out = run.stdout.trim().split(BOUNDARY).map((part) => part.trim());
      if (out.length !== texts.length) throw new EngineFailedError(`apertium answered ${out.length} paragraphs for ${texts.length}.`);
      return out;
    } finally {
      await rm(input, { force: true });
    }
  }
}

/** No blank line inside a text, so only the boundaries end paragraphs. */
const oneParagraph = (text: string) => text.trim().replace(/\n\s*\n/g, '\n');
