import { chmodSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, isAbsolute, join } from 'node:path';
import { z } from 'zod';
import { CliError } from '../errors/cli-error.ts';
import { ENV, type Env } from './env.ts';
import { EXIT_CODES } from '../errors/exit-codes.ts';

/**
 * What config.json holds. Loose, so keys written by a newer CLI survive an older one rewriting the
 * file; `session` is the KeyValueStorage behind core's SessionStore.
 */
const configSchema = z.looseObject({
  server: z.string().optional(),
  session: z.record(z.string(), z.string()).optional(),
});
export type Config = z.infer<typeof configSchema>;

/** `$SPEECHDECK_CONFIG_DIR`, else `$XDG_CONFIG_HOME/speechdeck`, else `~/.config/speechdeck`. */
export function configDir(env: Env = process.env): string {
  const own = env[ENV.configDir];
  if (own) return own;
  // The XDG spec says a relative XDG_CONFIG_HOME is invalid and must be ignored.
  const xdg = env.XDG_CONFIG_HOME;
  const base = xdg && isAbsolute(xdg) ? xdg : join(homedir(), '.config');
  return join(base, 'speechdeck');
}

export class ConfigFile {
  constructor(readonly path: string) {}

  static at(dir: string = configDir()): ConfigFile {
    return new ConfigFile(join(dir, 'config.json'));
  }

  read(): Config {
    let text: string;
    try {
      text = readFileSync(this.path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
      throw new CliError(EXIT_CODES.FAILURE, `Cannot read the config file ${this.path}: ${(error as Error).message}`);
    }
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      throw new CliError(EXIT_CODES.FAILURE, `The config file ${this.path} is not valid JSON: fix or delete it.`);
    }
    const parsed = configSchema.safeParse(data);
    if (!parsed.success) {
      throw new CliError(EXIT_CODES.FAILURE, `The config file ${this.path} is not valid (${z.prettifyError(parsed.error)}): fix or delete it.`);
    }
    return parsed.data;
  }

  /**
   * Replaces the file atomically (write a sibling, then rename) so a crash never leaves half a
   * file; 0600 because it holds a bearer token.
   */
  write(config: Config): void {
    mkdirSync(dirname(this.path), { recursive: true, mode: 0o700 });
    const temp = `${this.path}.${process.pid}.tmp`;
    writeFileSync(temp, `${JSON.stringify(config, null, 2)}\n`, { mode: 0o600 });
    // writeFileSync's mode applies only to a new file; a stale temp file would keep its own.
    chmodSync(temp, 0o600);
    renameSync(temp, this.path);
  }

  update(change: (config: Config) => Config): Config {
    const next = change(this.read());
    this.write(next);
    return next;
  }
}
