import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { vi } from 'vitest';
import { memoryStorage, SessionStore, type Endpoint, type HttpClient, type TransferOptions } from '../../index.ts';
import { PlatformContext, type Platform } from '../platform-context.tsx';
import { createSampleBus } from '../sample-bus.ts';

/** A call as the page made it: the contract's method and path, and what it sent. */
export interface FakeCall extends TransferOptions {
  method: string;
  path: string;
  params?: unknown;
  query?: unknown;
  body?: unknown;
}

/** Answers by 'METHOD /path' of the contract (e.g. 'POST /api/kws/spot'); a call without one fails. */
export type FakeRoutes = Record<string, (call: FakeCall) => unknown>;

/** A plugin's words by language, as its `messages` and its lazily loaded messages hold them. */
export type TestMessages = Readonly<Partial<Record<string, Readonly<Record<string, string>>>>>;

/* jsdom has no object URLs: a fake address per Blob stands in (nothing loads media in jsdom). */
let objectUrls = 0;
URL.createObjectURL ??= () => `blob:jsdom/${++objectUrls}`;
URL.revokeObjectURL ??= () => {};

/* Each render signs in someone new unless told who: what a page keeps for its user stays in that test. */
let renders = 0;

/**
 * A plugin's renderer for jsdom tests: its parts as the shell renders them, in its words (English
 * unless told), a query client without retries, and the platform with an HTTP client that answers
 * from `routes` and records every call, signed in as `user` (an e-mail; a new one each render unless
 * told: name the same one to render a page again for the same person, as after a reload).
 */
export function platformRenderer(...messages: readonly (TestMessages | undefined)[]) {
  return function renderWithPlatform(ui: ReactElement, routes: FakeRoutes = {}, language = 'en', user = `user-${++renders}@example.org`) {
    const calls: FakeCall[] = [];
    const http: HttpClient = {
      call: vi.fn(async (endpoint: Endpoint, request: Omit<FakeCall, 'method' | 'path'> = {}) => {
        const call = { ...request, method: endpoint.method, path: endpoint.path };
        calls.push(call);
        const route = routes[`${endpoint.method} ${endpoint.path}`];
        if (!route) throw new Error(`no fake answer for ${endpoint.method} ${endpoint.path}`);
        return route(call);
      }),
    };
    const translation = Object.assign({}, ...messages.map((byLanguage) => byLanguage?.[language] ?? {})) as Record<string, string>;
    const i18n = i18next.createInstance();
    void i18n.use(initReactI18next).init({
      lng: language,
      resources: { [language]: { translation } },
      keySeparator: false,
      initAsync: false,
      interpolation: { escapeValue: false },
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    const platform: Platform = { http, session: new SessionStore(memoryStorage({ access_token: 'jsdom-token', email: user, name: 'Test User', role: 'USER' })), samples: createSampleBus() };
    const view = render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <PlatformContext.Provider value={platform}>{ui}</PlatformContext.Provider>
        </QueryClientProvider>
      </I18nextProvider>,
    );
    return { ...view, calls, http, queryClient, platform };
  };
}
