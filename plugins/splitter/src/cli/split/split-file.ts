import { open } from 'node:fs/promises';
import { type DescribedError, describeError, type Host, type InputFile, type OutputPaths } from '@speechdeck/core/cli';
import type { ChannelSide } from '../../contract/splitter-api.ts';
import { wavFacts, type WavFacts } from '../../formats/wav-facts.ts';
import { downloadChannel } from './download-channel.ts';
import { sideFormat, type SideFormat } from './split-options.ts';

export type SplitOutcome =
  | { status: 'ok'; facts: WavFacts | null; bytes: number }
  | { status: 'failed'; error: DescribedError };

/** The rate and length of a written channel, from its first bytes. */
async function factsOf(path: string): Promise<{ facts: WavFacts | null; bytes: number }> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    const head = Buffer.alloc(Math.min(size, 64 * 1024));
    await file.read(head, 0, head.length, 0);
    return { facts: wavFacts(head.buffer.slice(head.byteOffset, head.byteOffset + head.length), size), bytes: size };
  } finally {
    await file.close();
  }
}

/**
 * Splits one file: one call per side asked for, each written whole or not at all. Never throws,
 * so one bad file never stops a batch; the first side's refusal (a mono file, not media) ends the
 * file, as the other side would be refused alike.
 */
export async function splitFile(host: Host, file: InputFile, sides: readonly ChannelSide[], paths: OutputPaths<SideFormat>, phase: (text: string) => void): Promise<SplitOutcome> {
  try {
    let bytes = 0;
    let facts: WavFacts | null = null;
    for (const side of sides) {
      phase(`${side} channel`);
      const out = paths[sideFormat(side)]!;
      await downloadChannel(host, file.path, side, out);
      const written = await factsOf(out);
      bytes += written.bytes;
      facts ??= written.facts;
    }
    return { status: 'ok', facts, bytes };
  } catch (error) {
    return { status: 'failed', error: describeError(error) };
  }
}
