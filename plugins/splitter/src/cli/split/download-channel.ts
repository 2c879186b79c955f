import { createWriteStream, openAsBlob } from 'node:fs';
import { mkdir, rename, unlink } from 'node:fs/promises';
import { basename, dirname } from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import { pipeline } from 'node:stream/promises';
import { ApiError, errorMessage } from '@speechdeck/core';
import type { Host } from '@speechdeck/core/cli';
import { CHANNEL_SIDES, splitterApi, type ChannelSide } from '../../contract/splitter-api.ts';

/**
 * Sends a recording to POST /api/stt/splitTelRecordToMono for one channel and streams the WAV the
 * host answers to `out` (through a temp file beside it, renamed once whole, so an output that
 * exists is a finished one). Neither the recording nor the answer is held in memory: a channel of
 * an hour-long recording is hundreds of megabytes. A refusal is the host's ApiError.
 */
export async function downloadChannel(host: Host, path: string, side: ChannelSide, out: string): Promise<void> {
  const form = new FormData();
  form.append('file', await openAsBlob(path), basename(path));
  const url = `${host.server.replace(/\/+$/, '')}${splitterApi.splitTelRecordToMono.path}?chan=${CHANNEL_SIDES.indexOf(side)}`;
  const response = await fetch(url, { method: 'POST', body: form, headers: { authorization: `Bearer ${host.token() ?? ''}` } }).catch((error: unknown) => {
    throw new ApiError(0, `Cannot reach the host at ${host.server}: ${errorMessage(error)}`);
  });
  if (!response.ok || !response.body) {
    throw ApiError.fromResponse(response.status, await response.json().catch(() => undefined));
  }
  await mkdir(dirname(out), { recursive: true });
  const temp = `${out}.${process.pid}.tmp`;
  try {
    await pipeline(Readable.fromWeb(response.body as ReadableStream<Uint8Array>), createWriteStream(temp));
    await rename(temp, out);
  } catch (error) {
    await unlink(temp).catch(() => undefined);
    throw error;
  }
}
