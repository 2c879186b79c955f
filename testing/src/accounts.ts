import { createAccountsClient, createHttpClient, type AccountsClient } from '@speechdeck/core';
import type { TestHost } from './test-host.ts';

/** An accounts client against the test host, with or without a token. */
export function accountsClient(host: TestHost, token?: string): AccountsClient {
  return createAccountsClient(createHttpClient({ baseURL: host.url, adapter: 'http', getToken: () => token }), { log: () => {} });
}

/** Registers, confirms through the outbox link, logs in; answers the token and user id. */
export async function confirmedUser(host: TestHost, email: string, password = 'a fine passphrase'): Promise<{ token: string; id: number }> {
  const client = accountsClient(host);
  await client.register({ email, password, matchingPassword: password, firstName: 'Test', lastName: 'User' });
  await client.confirmRegistration((await host.mailTo(email)).token!);
  const login = await client.login(email, password);
  return { token: login.jwtToken, id: login.user.id };
}
