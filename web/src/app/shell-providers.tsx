import { Suspense, useMemo, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MessagesContext, PlatformContext, type Platform } from '@speechdeck/core/web';
import { ToastOutlet } from '../components/toasts/toast-outlet.tsx';
import { pluginMessagesLoader } from '../i18n/plugin-messages.ts';
import { ShellContext, type Shell } from './shell-context.tsx';
import { UiKitFromShell } from './ui-kit-host.tsx';

interface ShellProvidersProps {
  platform: Platform;
  shell: Shell;
  i18n: I18n;
  queryClient: QueryClient;
  children: ReactNode;
}

/** Everything a page may ask for: translations, server state, the Platform and the UI kit for plugins, the shell. */
export function ShellProviders({ platform, shell, i18n, queryClient, children }: ShellProvidersProps) {
  const loadMessages = useMemo(() => pluginMessagesLoader(i18n), [i18n]);
  return (
    <I18nextProvider i18n={i18n}>
      <MessagesContext.Provider value={loadMessages}>
        <QueryClientProvider client={queryClient}>
          <PlatformContext.Provider value={platform}>
            <ShellContext.Provider value={shell}>
              {/* Until the language file has arrived there is nothing worth showing, nor words to show it in. */}
              <Suspense fallback={<div className="page-loading" role="status"><span className="spinner" /></div>}>
                <UiKitFromShell>
                  {children}
                  <ToastOutlet />
                </UiKitFromShell>
              </Suspense>
            </ShellContext.Provider>
          </PlatformContext.Provider>
        </QueryClientProvider>
      </MessagesContext.Provider>
    </I18nextProvider>
  );
}
