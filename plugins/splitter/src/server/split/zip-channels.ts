import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { ChannelSource } from './channel-sources.ts';

/**
 * The channels as one zip, streamed as it is made, each opened only when its turn comes: the WAVs
 * are stored (a PCM WAV barely deflates, and storing keeps the zip as fast as a copy). Answers the
 * stream and the zip's exact length for Content-Length (null when yazl cannot tell). A channel
 * that fails to read ends the stream with the error.
 */
export function zipChannels(sources: readonly ChannelSource[]): { stream: Readable; size: Promise<number | null> } {
  const zip = new ZipFile();
  // A PassThrough, which @types/yazl calls a NodeJS.ReadableStream.
  const stream = zip.outputStream as Readable;
  let sized: (total: number | null) => void = () => {};
  const size = new Promise<number | null>((resolve) => (sized = resolve));
  zip.on('error', (error: Error) => {
    sized(null);
    stream.destroy(error);
  });
  for (const source of sources) {
    zip.addReadStreamLazy(source.name, { compress: false, size: source.size }, (done) => {
      // yazl takes an error in place of the stream, which its types do not say.
      void source.open().then((stream) => done(null, stream), (error: unknown) => done(error, undefined as never));
    });
  }
  // @types/yazl leaves out the callback's argument: the zip's total size, or -1 when unknown.
  const end = zip.end.bind(zip) as (options: object, done: (total: number) => void) => void;
  end({}, (total) => sized(total >= 0 ? total : null));
  return { stream, size };
}
