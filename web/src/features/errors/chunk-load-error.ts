/**
 * What browsers and Vite's preload helper say when a lazily loaded file is missing: Chromium, Firefox,
 * Safari, then Vite. After a deploy an open tab asks for the old build's hashed files, which are gone.
 */
const CHUNK_LOAD_FAILURE = /dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** True when `error` is a page's code or words that could not be downloaded, not a fault of the page itself. */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_LOAD_FAILURE.test(error.message);
}
