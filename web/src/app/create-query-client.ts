import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { isApiError } from '@speechdeck/core';
import { errorMessage } from '../lib/error-message.ts';
import { showError } from '../components/toasts/notify.ts';

declare module '@tanstack/react-query' {
  interface Register {
    /** `quiet: true` on a query or mutation: its page shows the failure itself, no toast. */
    queryMeta: { quiet?: boolean };
    mutationMeta: { quiet?: boolean };
  }
}

/** Failed calls surface as toasts (top-right) unless the caller said it shows them itself. */
export function createQueryClient(i18n: I18n): QueryClient {
  const report = (error: unknown, quiet?: boolean) => {
    if (!quiet) showError(errorMessage(error, i18n.t));
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => report(error, query.meta?.quiet) }),
    mutationCache: new MutationCache({ onError: (error, _vars, _ctx, mutation) => report(error, mutation.meta?.quiet) }),
    defaultOptions: {
      queries: {
        // 4xx answers will not change on a retry; only a lost connection or a 5xx is worth one.
        retry: (failures, error) => failures < 2 && (!isApiError(error) || error.status === 0 || error.status >= 500),
        refetchOnWindowFocus: false,
      },
    },
  });
}
