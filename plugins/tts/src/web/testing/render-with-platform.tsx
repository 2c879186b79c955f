import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { vi } from 'vitest';
import { memoryStorage, SessionStore, type Endpoint, type HttpClient } from '@speechdeck/core';
import { createSampleBus, PlatformContext } from '@speechdeck/core/web';
import { ttsPlugin } from '../../web.ts';
import { ttsMessages } from '../messages.ts';
import './jsdom-shims.ts';

/** What a handler of the fake host gets: the call's parts as the page sent them. */
export interface FakeCall {
  method: string;
  path: string;
  params?: unknown;
  body?: unknown;
}

/** Answers by 'METHOD /path' of the contract (e.g. 'POST /v1/image'); a call without one fails the test's expectations. */
export type FakeRoutes = Record<string, (call: FakeCall) => unknown>;

/**
 * The page's components as the shell renders them, for jsdom tests: the tts words in English, a
 * query client without retries, and the platform with an HTTP client that answers from `routes`
 * and records every call.
 */
export function renderWithPlatform(ui: ReactElement, routes: FakeRoutes = {}) {
  const calls: FakeCall[] = [];
  const http: HttpClient = {
    call: vi.fn(async (endpoint: Endpoint, request: { params?: unknown; body?: unknown } = {}) => {
      const call = { method: endpoint.method, path: endpoint.path, params: request.params, body: request.body };
      calls.push(call);
      const route = routes[`${endpoint.method} ${endpoint.path}`];
      if (!route) throw new Error(`no fake answer for ${endpoint.method} ${endpoint.path}`);
      return route(call);
    }),
  };
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: { ...ttsPlugin.messages?.en, ...ttsMessages.en } } },
    keySeparator: false,
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const platform = { http, session: new SessionStore(memoryStorage()), samples: createSampleBus() };
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <PlatformContext.Provider value={platform}>{ui}</PlatformContext.Provider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, calls, http, queryClient };
}
