import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { notify } from '@speechdeck/core/web';

declare module '@tanstack/react-query' {
  interface Register {
    /** `quiet: true` on a query or mutation: its page shows the failure itself, no toast. */
    queryMeta: { quiet?: boolean };
    mutationMeta: { quiet?: boolean };
  }
}

/**
 * The HTTP status of a failed call, or null for a failure that is no answer of the host. Read
 * off the error instead of through isApiError, whose module brings zod into the first download.
 */
function statusOf(error: unknown): number | null {
  return error instanceof Error && 'status' in error && typeof error.status === 'number' ? error.status : null;
}

/** Failed calls surface as toasts (top-right) unless the caller said it shows them itself. */
export function createQueryClient(i18n: I18n): QueryClient {
  const report = (error: unknown, quiet?: boolean) => {
    // Loaded with the first failure: by then the HTTP client, which it shares code with, is here.
    if (!quiet) void import('../lib/error-message.ts').then(({ errorMessage }) => notify.error(errorMessage(error, i18n.t)));
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => report(error, query.meta?.quiet) }),
    mutationCache: new MutationCache({ onError: (error, _vars, _ctx, mutation) => report(error, mutation.meta?.quiet) }),
    defaultOptions: {
      queries: {
        // 4xx answers will not change on a retry; only a lost connection or a 5xx is worth one.
        retry: (failures, error) => {
          const status = statusOf(error);
          return failures < 2 && (status === null || status === 0 || status >= 500);
        },
        refetchOnWindowFocus: false,
      },
    },
  });
}
