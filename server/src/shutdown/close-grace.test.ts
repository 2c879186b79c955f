// @backends downloads from a bucket held open at close
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestHost, type TestHost } from '@speechdeck/testing';

let host: TestHost | undefined;
afterEach(async () => {
  await host?.close().catch(() => {});
  host = undefined;
});

describe('closing the host', () => {
  it('cuts a download the client stopped reading once the grace period is over, instead of waiting for it', async () => {
    host = await startTestHost({ env: { SPEECHDECK_SHUTDOWN_GRACE_SECONDS: '0.5' } });
    // 64 MB cannot sit in the socket buffers: the reply stays unfinished while the client reads nothing.
    const image = join(host.app.images.workDir('images'), `${'0'.repeat(32)}.png`);
    writeFileSync(image, Buffer.alloc(64 * 1024 * 1024));
    await host.app.images.keep('images', image);
    const { port } = new URL(host.url);
    const paused = await new Promise<import('node:http').IncomingMessage>((resolve, reject) => {
      request({ host: '127.0.0.1', port, path: `/v1/image/${'0'.repeat(32)}.png` }, (response) => {
        response.pause();
        resolve(response);
      }).on('error', reject).end();
    });
    const started = Date.now();
    await host.close();
    const tookMs = Date.now() - started;
    host = undefined;
    expect(paused.statusCode).toBe(200);
    expect(tookMs).toBeGreaterThanOrEqual(400);
    expect(tookMs).toBeLessThan(5_000);
  }, 20_000);
});
