import { type AccountsClient, createAccountsClient } from '../../clients/accounts-client.ts';
import type { UserView } from '../../contract/accounts.ts';
import { ApiError } from '../../http/api-error.ts';
import { createHttpClient, type HttpClient } from '../../http/http-client.ts';
import { SessionStore } from '../../session/session.ts';
import { CliError } from '../errors/cli-error.ts';
import { EXIT_CODES } from '../errors/exit-codes.ts';
import { withSpinner } from '../terminal/spinner.ts';
import { ConfigFile } from './config-file.ts';
import { configSessionStorage } from './config-storage.ts';
import { ENV, type Env } from './env.ts';
import { resolveServer, type ServerSource } from './server-url.ts';

/** Calls to the host wait at most this long for an answer (a black-holed address would hang forever). */
const REQUEST_TIMEOUT_MS = 30_000;

export interface HostOptions {
  json: boolean;
  /** --server, where a command has it. */
  server?: string;
  env?: Env;
  config?: ConfigFile;
}

/**
 * Everything a command needs to talk to the host: where it is, who we are, the HTTP client and
 * the accounts client. A plugin's command makes its own client over `http`
 * (`createSttClient(host.http)`), so the kit knows no service.
 */
export interface Host {
  readonly server: string;
  readonly serverSource: ServerSource;
  readonly config: ConfigFile;
  readonly session: SessionStore;
  readonly http: HttpClient;
  readonly accounts: AccountsClient;
  /** SPEECHDECK_TOKEN, else the stored session's token. */
  token(): string | null;
  /** Fails with "Not logged in" (exit 3) before any call is made when there is no token. */
  requireLogin(): void;
  /** Runs one call with a spinner, turning transport and auth failures into clear CLI errors. */
  request<T>(what: string, call: () => Promise<T>): Promise<T>;
}

export function connectHost({ json, server, env = process.env, config = ConfigFile.at() }: HostOptions): Host {
  const resolved = resolveServer(server, config.read().server, env);
  const session = new SessionStore(configSessionStorage(config));
  const token = () => env[ENV.token] || session.token();
  const http = createHttpClient({ baseURL: resolved.url, getToken: token, adapter: 'http', timeoutMs: REQUEST_TIMEOUT_MS });
  // Core logs a login that failed after its retries; the CLI reports it through its error exit instead.
  const accounts = createAccountsClient(http, { log: () => undefined });

  return {
    server: resolved.url,
    serverSource: resolved.source,
    config,
    session,
    http,
    accounts,
    token,
    requireLogin() {
      if (!token()) throw new CliError(EXIT_CODES.AUTH, 'Not logged in: run speechdeck login');
    },
    async request(what, call) {
      const hadToken = Boolean(token());
      try {
        return await withSpinner(what, json, call);
      } catch (error) {
        throw explain(error, resolved.url, hadToken);
      }
    },
  };
}

/**
 * The host, for a command that works as the logged-in user: "Not logged in" before any call, then
 * the session checked once, so that an expired one or a host that is down fails early with one
 * clear error instead of on every file. Answers who the user is.
 */
export async function connectSession(options: HostOptions): Promise<{ host: Host; me: UserView }> {
  const host = connectHost(options);
  host.requireLogin();
  const me = await host.request('Checking the session', () => host.accounts.me());
  return { host, me };
}

function explain(error: unknown, server: string, hadToken: boolean): unknown {
  if (!(error instanceof ApiError)) return error;
  // Core reports "no answer at all" as status 0 without a body (a login folds it into a generic
  // message after its retries); status 0 with a body is an answer that broke the contract.
  if (error.status === 0 && error.body === undefined) {
    return new CliError(EXIT_CODES.UNREACHABLE, `Cannot reach the host at ${server}: is it running, and is the address right? (speechdeck config set server URL)`);
  }
  if (error.status === 401 && hadToken) {
    return new CliError(EXIT_CODES.AUTH, `${error.message} Run speechdeck login`);
  }
  return error;
}
