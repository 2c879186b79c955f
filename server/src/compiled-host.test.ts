import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const COMPILED = fileURLToPath(new URL('../dist/server.mjs', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'compiled-host-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

describe('pnpm start', () => {
  it('runs the host compiled to JavaScript with every listed plugin, and stops cleanly on SIGTERM', async () => {
    expect(existsSync(COMPILED), 'server/dist/server.mjs is made by `pnpm build`').toBe(true);
    const port = await freePort();
    const host = spawn(process.execPath, [COMPILED], {
      env: { PATH: process.env.PATH, PORT: String(port), HOST: '127.0.0.1', SPEECHDECK_DATA_DIR: dataDir, SPEECHDECK_LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    host.stdout.on('data', (chunk: Buffer) => (output += chunk));
    host.stderr.on('data', (chunk: Buffer) => (output += chunk));
    const exited = new Promise<number | null>((done) => host.on('exit', done));
    try {
      let health: Response | undefined;
      for (let i = 0; i < 100 && !health; i++) {
        health = await fetch(`http://127.0.0.1:${port}/health`).catch(() => undefined);
        if (!health) await new Promise((r) => setTimeout(r, 100));
      }
      expect(health?.status, output).toBe(200);
      const doc = (await (await fetch(`http://127.0.0.1:${port}/api/docs/json`)).json()) as { paths: Record<string, unknown> };
      for (const path of ['/auth/login', '/api/stt/recognize', '/api/elastic/getResponseFromElastic', '/api/tts/send-tts']) expect(doc.paths[path], path).toBeDefined();
    } finally {
      host.kill('SIGTERM');
    }
    expect(await exited, output).toBe(0);
  });
});
