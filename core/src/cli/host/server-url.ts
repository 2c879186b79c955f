import { z } from 'zod';
import { CliError } from '../errors/cli-error.ts';
import { ENV, type Env } from './env.ts';
import { EXIT_CODES } from '../errors/exit-codes.ts';

export const DEFAULT_SERVER = 'http://127.0.0.1:8080';

/** An http(s) base URL, kept without a trailing slash so paths join cleanly. */
export const serverUrl = z
  .url({ protocol: /^https?$/, error: 'Give the host as an http:// or https:// URL.' })
  .transform((url) => url.replace(/\/+$/, ''));

export type ServerSource = 'option' | 'env' | 'config' | 'default';

const SOURCE_NAMES: Record<Exclude<ServerSource, 'default'>, string> = {
  option: '--server',
  env: ENV.apiUrl,
  config: "the config file's server",
};

/** The host to talk to: the command's --server, then SPEECHDECK_API_URL, then the config file, then the default. */
export function resolveServer(
  option: string | undefined,
  configured: string | undefined,
  env: Env = process.env,
): { url: string; source: ServerSource } {
  const candidates: [Exclude<ServerSource, 'default'>, string | undefined][] = [
    ['option', option],
    ['env', env[ENV.apiUrl] || undefined],
    ['config', configured],
  ];
  for (const [source, value] of candidates) {
    if (value === undefined) continue;
    const parsed = serverUrl.safeParse(value);
    if (!parsed.success) {
      throw new CliError(EXIT_CODES.USAGE, `${SOURCE_NAMES[source]} is not an http:// or https:// URL: ${JSON.stringify(value)}`);
    }
    return { url: parsed.data, source };
  }
  return { url: DEFAULT_SERVER, source: 'default' };
}
