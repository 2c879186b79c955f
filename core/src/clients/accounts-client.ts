import type { z } from 'zod';
import { accountsApi, type registrationBody, type UserAddBody, type UserUpdateBody } from '../contract/accounts.ts';
import { ApiError, GENERIC_FAILURE_MESSAGE } from '../http/api-error.ts';
import type { HttpClient } from '../http/http-client.ts';
import { callEndpoint } from '../http/typed-call.ts';

export const LOGIN_RETRIES = 2;

export interface AccountsClientOptions {
  /** Where a failed login's status and body are logged (spec §8); console.error by default. */
  log?: (message: string, detail: unknown) => void;
}

export type AccountsClient = ReturnType<typeof createAccountsClient>;

export function createAccountsClient(http: HttpClient, options: AccountsClientOptions = {}) {
  const log = options.log ?? ((message, detail) => console.error(message, detail));
  const api = accountsApi;
  return {
    /** Retried twice on network errors and 5xx; a 4xx answer (bad credentials) is final at once. */
    async login(email: string, password: string) {
      let last: ApiError | undefined;
      for (let attempt = 0; attempt <= LOGIN_RETRIES; attempt++) {
        try {
          return await callEndpoint(http, api.login, { body: { email, password } });
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          if (error.status >= 400 && error.status < 500) throw error;
          last = error;
        }
      }
      log('login failed', { status: last?.status, body: last?.body ?? last?.message });
      throw new ApiError(last?.status ?? 0, GENERIC_FAILURE_MESSAGE, {}, last?.body);
    },
    register: (body: z.input<typeof registrationBody>) => callEndpoint(http, api.register, { body }),
    resetPassword: (email: string) => callEndpoint(http, api.resetPassword, { query: { email } }),
    checkResetToken: (token: string) => callEndpoint(http, api.checkResetToken, { body: { token } }),
    savePassword: (token: string, newPassword: string) =>
      callEndpoint(http, api.savePassword, { body: { token, newPassword } }),
    resendConfirmation: (email: string) => callEndpoint(http, api.resendConfirmation, { query: { email } }),
    confirmRegistration: (token: string) => callEndpoint(http, api.registrationConfirm, { query: { token } }),
    updatePassword: (oldPassword: string, newPassword: string) =>
      callEndpoint(http, api.updatePassword, { body: { oldPassword, newPassword } }),
    me: () => callEndpoint(http, api.me),
    users: {
      all: () => callEndpoint(http, api.all),
      find: (id: number) => callEndpoint(http, api.find, { params: { id } }),
      add: (body: UserAddBody) => callEndpoint(http, api.add, { body }),
      update: (body: UserUpdateBody) => callEndpoint(http, api.update, { body }),
      remove: (id: number) => callEndpoint(http, api.remove, { params: { id } }),
    },
  };
}
