import { createWriteStream, type WriteStream } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { monoWavHeader, SAMPLE_RATE, scratchName } from '@speechdeck/core/server';
import { LIVE_BYTES_PER_SECOND } from '../../contract/live-api.ts';

/**
 * The session's audio, written to the user's work dir as it arrives (nothing held in memory): a
 * 16 kHz mono WAV whose header gets its sizes once the session ends. Under a scratch name until it
 * is stored, so what a crash cuts off is swept when the host starts again.
 */
export class PcmRecorder {
  readonly path: string;
  private readonly out: WriteStream;
  private bytes = 0;

  constructor(dir: string) {
    this.path = join(dir, scratchName('live'));
    this.out = createWriteStream(this.path);
    this.out.write(monoWavHeader(SAMPLE_RATE, 0));
  }

  write(pcm: Buffer): void {
    this.bytes += pcm.length;
    this.out.write(pcm);
  }

  get seconds(): number {
    return this.bytes / LIVE_BYTES_PER_SECOND;
  }

  /** Closes the file with its real sizes; answers false (and removes it) when no audio came. */
  async close(): Promise<boolean> {
    await new Promise<void>((resolve, reject) => this.out.end((error?: Error | null) => (error ? reject(error) : resolve())));
    if (this.bytes === 0) {
      await rm(this.path, { force: true });
      return false;
    }
    const file = await open(this.path, 'r+');
    try {
      await file.write(monoWavHeader(SAMPLE_RATE, this.bytes), 0, undefined, 0);
    } finally {
      await file.close();
    }
    return true;
  }

  async discard(): Promise<void> {
    this.out.destroy();
    await rm(this.path, { force: true });
  }
}
