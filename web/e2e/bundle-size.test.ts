import { describe, expect, it } from 'vitest';
import { INITIAL_JS_BUDGET_BYTES, initialScripts } from './support/initial-bundle.ts';
import { assertBuilt, WEB_DIST } from './support/paths.ts';

describe('the built dashboard', () => {
  it('starts with at most 150 KB of JavaScript (gzip, React included)', () => {
    assertBuilt();
    const scripts = initialScripts(WEB_DIST);
    // The entry and React at the least; a list of one would mean the parsing missed the preloads.
    expect(scripts.map((script) => script.file)).toEqual(expect.arrayContaining([expect.stringMatching(/^assets\/index-.*\.js$/), expect.stringMatching(/^assets\/react-.*\.js$/)]));
    const total = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
    expect(total, scripts.map((script) => `${script.file}: ${script.gzipBytes} B`).join(', ')).toBeLessThanOrEqual(INITIAL_JS_BUDGET_BYTES);
  });
});
