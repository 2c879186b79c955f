import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../build-server.ts';
import { loadConfig } from '../config.ts';
import type { Clock } from '../services/clock.ts';
import type { Engines } from '@speechdeck/core/server';

export interface TestHost {
  app: FastifyInstance;
  url: string;
  dataDir: string;
  clock: MovableClock;
  /** Every .eml in the outbox, oldest first. */
  outbox(): { file: string; raw: string }[];
  /** The newest outbox message to `to`, with the first dashboard link it carries (query decoded). */
  lastMailTo(to: string): { raw: string; link: string | null; token: string | null };
  close(): Promise<void>;
}

export interface MovableClock extends Clock {
  advance(ms: number): void;
}

export function movableClock(start = Date.now()): MovableClock {
  let at = start;
  return { now: () => new Date(at), advance: (ms) => void (at += ms) };
}

export const TEST_ADMIN = { email: 'admin@speechdeck.test', password: 'Admin-Passw0rd!' };

/**
 * A real host on a free loopback port with its own temp data dir (real SQLite file, outbox mail),
 * an admin account and a movable clock. `env` overrides any setting; `dataDir` reuses a folder
 * (a restarted host), which close() then leaves in place.
 */
export async function startTestHost(env: Record<string, string> = {}, options: { dataDir?: string; engines?: Engines } = {}): Promise<TestHost> {
  // A given data dir belongs to the caller (a restart test reuses it), so close() leaves it.
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'speechdeck-test-'));
  const clock = movableClock();
  const config = loadConfig({
    ...machineEnv(),
    SPEECHDECK_DATA_DIR: dataDir,
    SPEECHDECK_ADMIN_EMAIL: TEST_ADMIN.email,
    SPEECHDECK_ADMIN_PASSWORD: TEST_ADMIN.password,
    SPEECHDECK_LOG_LEVEL: 'warn',
    SPEECHDECK_PUBLIC_URL: 'http://127.0.0.1:8080',
    ...env,
    PORT: '0',
  });
  const app = await buildServer(config, { clock, engines: options.engines });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  // Links in mail follow the public URL; tests run on a random port, so point it here.
  config.publicUrl = env.SPEECHDECK_PUBLIC_URL ?? url;

  const outbox = () => {
    const dir = join(dataDir, 'outbox');
    let files: string[] = [];
    try {
      files = readdirSync(dir).filter((f) => f.endsWith('.eml')).sort();
    } catch {
      return [];
    }
    return files.map((file) => ({ file, raw: readFileSync(join(dir, file), 'utf8') }));
  };

  return {
    app, url, dataDir, clock, outbox,
    lastMailTo(to) {
      const mail = outbox().reverse().find((m) => new RegExp(`^To: .*${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'mi').test(m.raw));
      if (!mail) throw new Error(`no mail to ${to} in the outbox`);
      const unfolded = decodeQuotedPrintable(mail.raw);
      const link = unfolded.match(/https?:\/\/\S+#\/\S+/)?.[0] ?? null;
      const token = link ? new URL(link.replace('#/', '')).searchParams.get('token') : null;
      return { raw: unfolded, link, token };
    },
    async close() {
      await app.close();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The machine's environment (PATH finds the engines) without any speechdeck or SMTP setting of the developer's. */
function machineEnv(): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(SPEECHDECK_|SMTP_|PORT$|HOST$)/.test(key)));
}

function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
