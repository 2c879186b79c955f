/**
 * The workspace's test support (`@speechdeck/plugin-workspace/testing`), for the tests and benches
 * of every plugin whose work reads or writes stored results: the host's own results store, and
 * finished results stored in it as a recognition stores them.
 */
export * from './results-access.ts';
