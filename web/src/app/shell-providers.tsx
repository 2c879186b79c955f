import { Suspense, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { PlatformContext, type Platform } from '@speechdeck/core/web';
import { ToastHost } from '../components/toasts/toast-host.tsx';
import { ShellContext, type Shell } from './shell-context.tsx';

interface ShellProvidersProps {
  platform: Platform;
  shell: Shell;
  i18n: I18n;
  queryClient: QueryClient;
  children: ReactNode;
}

/** Everything a page may ask for: translations, server state, the Platform for plugins, the shell. */
export function ShellProviders({ platform, shell, i18n, queryClient, children }: ShellProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <PlatformContext.Provider value={platform}>
          <ShellContext.Provider value={shell}>
            {/* Until the language file has arrived there is nothing worth showing, nor words to show it in. */}
            <Suspense fallback={<div className="page-loading" role="status"><span className="spinner" /></div>}>
              {children}
              <ToastHost />
            </Suspense>
          </ShellContext.Provider>
        </PlatformContext.Provider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
