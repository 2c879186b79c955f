// @backends the answers of a store, queue or bucket that fails
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServerPlugin, HttpError, platform, sendMediaRange } from '@speechdeck/core/server';
import { startTestHost, type TestHost } from '@speechdeck/testing';

/** A route that serves a stored file which is deleted between its look (stat) and its read, as a player racing a delete would meet it. */
const racingDelete = createServerPlugin({
  id: 'racer',
  register(env) {
    env.registerInit({
      deps: { http: platform.http, media: platform.media },
      init({ http, media }) {
        http.fastify.get('/api/racer', async (_request, reply) => {
          const local = join(media.workDir(1), 'doomed.wav');
          writeFileSync(local, Buffer.alloc(4096, 1));
          const key = media.newKey(1, 'wav');
          await media.put(key, local);
          const info = await media.stat(key);
          if (!info) throw new HttpError(500, 'not stored');
          await media.remove(key);
          return sendMediaRange(reply, media, key, info.bytes);
        });
      },
    });
  },
});

let host: TestHost;
beforeAll(async () => {
  host = await startTestHost({ plugins: [racingDelete] });
});
afterAll(() => host.close());

describe('the error handler', () => {
  it('answers 404 for stored media that went between a look and a read, without naming its key', async () => {
    const answer = await fetch(`${host.url}/api/racer`, { headers: { range: 'bytes=0-99' } });
    expect(answer.status).toBe(404);
    const body = (await answer.json()) as { message: string };
    expect(body).toEqual({ statusCode: 404, error: 'Not Found', message: 'The stored media asked for is gone.' });
  });
});
