import { createReadStream, createWriteStream } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { EngineFailedError, monoWavHeader, readMono16kInfo, SAMPLE_RATE, stderrSummary, type ProcessRunner } from '@speechdeck/core/server';
import type { PocketsphinxConfig } from '../recognition/pocketsphinx-engine.ts';
import { parseKeyphraseLine, type KeyphraseHit } from './keyphrase-output.ts';
import { strongestOfOverlapping } from './strongest-hits.ts';

/** One line of the keyphrase file: the phrase in dictionary words, and its threshold as log10. */
export interface Keyphrase {
  phrase: string;
  logThreshold: number;
}

export interface KeyphraseSearchOptions {
  /** The pronunciation dictionary that has every word of every phrase. */
  dictionary: string;
  /** An empty folder of the caller's for the keyphrase file and the pieces of a long file. */
  workDir: string;
  signal?: AbortSignal;
  /** Fraction of the audio searched, 0..1, after each piece. */
  onProgress?: (fraction: number) => void;
}

/**
 * A long file is searched in pieces of this length, one pocketsphinx run each: keyphrase mode prints
 * nothing until it finds something, so the pieces are what progress (and a stop) can be told by.
 * A run costs ~0.1 s of CPU to load the model, against ~6 s of searching a piece (~30x real time).
 */
const PIECE_SECONDS = 180;
/** Pieces overlap by this much, more than any phrase lasts, so a phrase cut by one piece's end is whole in the next. */
const OVERLAP_SECONDS = 5;

/**
 * pocketsphinx_continuous in keyphrase mode (`-kws`): every phrase is searched at once, each against
 * a loop of all phones, and reported where its score beats the loop's by its threshold.
 */
export class KeyphraseSearch {
  constructor(
    private readonly processes: ProcessRunner,
    private readonly config: Pick<PocketsphinxConfig, 'bin' | 'hmm' | 'removeNoise'>,
    /** How a long file is cut: the defaults above (a test cuts a short file the same way, in short pieces). */
    private readonly pieces: PieceLengths = { seconds: PIECE_SECONDS, overlapSeconds: OVERLAP_SECONDS },
  ) {}

  async search(wavPath: string, phrases: readonly Keyphrase[], options: KeyphraseSearchOptions): Promise<KeyphraseHit[]> {
    const info = await readMono16kInfo(wavPath);
    const list = join(options.workDir, 'keyphrases.txt');
    await writeFile(list, phrases.map(({ phrase, logThreshold }) => `${phrase} /${(10 ** logThreshold).toExponential(6)}/\n`).join(''), 'utf8');
    const hits: KeyphraseHit[] = [];
    const pieces = piecesOf(info.durationSec, this.pieces);
    for (const [index, piece] of pieces.entries()) {
      options.signal?.throwIfAborted();
      const file = pieces.length === 1 ? wavPath : await cutPiece(wavPath, info, piece, join(options.workDir, 'piece.wav'));
      const found = await this.run(file, list, options);
      hits.push(...found.map((hit) => ({ ...hit, start: round(hit.start + piece.start), end: round(hit.end + piece.start) })));
      options.onProgress?.((index + 1) / pieces.length);
    }
    return strongestOfOverlapping(hits, (hit) => hit.logRatio);
  }

  private async run(wavPath: string, list: string, options: KeyphraseSearchOptions): Promise<KeyphraseHit[]> {
    const { bin, hmm, removeNoise } = this.config;
    const hits: KeyphraseHit[] = [];
    const args = ['-infile', wavPath, '-kws', list, '-dict', options.dictionary, '-hmm', hmm, '-time', 'yes', '-remove_noise', removeNoise ? 'yes' : 'no'];
    // The log goes to stderr (no `-logfn /dev/null`) so a failure can say why; only its tail is kept.
    const result = await this.processes.run(bin, args, {
      name: 'pocketsphinx',
      installHint: 'apt-get install pocketsphinx pocketsphinx-en-us',
      signal: options.signal,
      timeoutMs: 30 * 60 * 1000,
      onStdoutLine: (line) => {
        const hit = parseKeyphraseLine(line);
        if (hit) hits.push(hit);
      },
    });
    if (result.exitCode !== 0) {
      throw new EngineFailedError('The keyword spotter (pocketsphinx) failed on this audio.', 502, { cause: stderrSummary(result.stderr) });
    }
    return hits;
  }
}

export interface PieceLengths {
  seconds: number;
  /** Longer than any phrase lasts, shorter than a piece. */
  overlapSeconds: number;
}

interface Piece {
  start: number;
  end: number;
}

function piecesOf(durationSec: number, { seconds, overlapSeconds }: PieceLengths): Piece[] {
  const pieces: Piece[] = [];
  for (let start = 0; ; start += seconds - overlapSeconds) {
    const end = Math.min(durationSec, start + seconds);
    pieces.push({ start, end });
    if (end >= durationSec) return pieces;
  }
}

/** Copies a stretch of the samples behind a header of its own, without decoding them. */
async function cutPiece(wavPath: string, info: { dataOffset: number; frames: number }, piece: Piece, out: string): Promise<string> {
  const first = Math.round(piece.start * SAMPLE_RATE);
  const last = Math.min(info.frames, Math.round(piece.end * SAMPLE_RATE));
  const bytes = (last - first) * 2;
  const output = createWriteStream(out);
  output.write(monoWavHeader(SAMPLE_RATE, bytes));
  await pipeline(createReadStream(wavPath, { start: info.dataOffset + first * 2, end: info.dataOffset + first * 2 + bytes - 1 }), output);
  return out;
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;
