/** The dashboard's browser-test support, for the shell's end-to-end tests and plugins' own (`*.e2e.test.ts`). */
export * from './browser.ts';
export * from './dashboard.ts';
export * from './layout-checks.ts';
export * from './media-helpers.ts';
export * from './paths.ts';
export type { Browser, BrowserContext, Page } from 'playwright-core';
