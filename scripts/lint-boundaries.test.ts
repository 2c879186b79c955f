import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

const root = new URL('..', import.meta.url).pathname;
const eslint = new ESLint({ cwd: root, overrideConfigFile: new URL('./eslint.config.js', import.meta.url).pathname });

/** The boundary errors ESLint reports for one import line in a file of the given path. */
async function errors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import { x } from '${source}';\nexport { x };\n`, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'speechdeck/boundaries').map((m) => m.message);
}

// One file of each class, a forbidden import for it and the error it must get, and imports it may make.
const CLASSES: { name: string; file: string; forbidden: [string, RegExp][]; allowed: string[] }[] = [
  {
    name: 'plugin isomorphic',
    file: 'plugins/stt/src/contract/x.ts',
    forbidden: [
      ['node:fs', /runs in the browser too: no Node modules/],
      ['react', /must not import React/],
      ['@speechdeck/core/web', /only through '@speechdeck\/core'/],
      ['@speechdeck/plugin-workspace/web', /only through '@speechdeck\/plugin-workspace'/],
      ['../web/speech-page.tsx', /may not import the web part of its package/],
      ['../../../workspace/src/contract/workspace-api.ts', /No relative imports into another package \(@speechdeck\/plugin-workspace\)/],
    ],
    allowed: ['@speechdeck/core', '@speechdeck/plugin-workspace', 'zod', './y.ts'],
  },
  {
    name: 'plugin web',
    file: 'plugins/stt/src/web/x.tsx',
    forbidden: [
      ['node:path', /no Node modules/],
      ['@speechdeck/core/server', /only through '@speechdeck\/core' or '@speechdeck\/core\/web'/],
      ['@speechdeck/plugin-workspace/server', /only through '@speechdeck\/plugin-workspace' or '@speechdeck\/plugin-workspace\/web'/],
      ['@speechdeck/plugin-workspace/src/web/api/query-keys.ts', /No deep paths into @speechdeck\/plugin-workspace/],
      ['../../../workspace/src/web/api/query-keys.ts', /No relative imports into another package/],
      ['../../../../server/src/app.ts', /No relative imports into another package \(@speechdeck\/server\)/],
      ['../server/index.ts', /may not import the server part of its package/],
      ['@speechdeck/web', /never imports the host, the shell or the CLI/],
      ['@speechdeck/plugin-tts', /is not declared in this package's package.json/],
    ],
    allowed: ['@speechdeck/core/web', '@speechdeck/plugin-workspace/web', 'react', '../index.ts', './y.tsx'],
  },
  {
    name: 'plugin server',
    file: 'plugins/stt/src/server/x.ts',
    forbidden: [
      ['react', /Plugin server code must not import React/],
      ['@tanstack/react-query', /must not import React/],
      ['@speechdeck/server', /never imports the host, the shell or the CLI/],
      ['@speechdeck/plugin-workspace/web', /only through '@speechdeck\/plugin-workspace' or '@speechdeck\/plugin-workspace\/server'/],
      ['../cli/index.ts', /may not import the cli part of its package/],
      // Production code never builds on test support.
      ['@speechdeck/testing', /Plugin server code is not test support: only tests and testing folders import @speechdeck\/testing/],
      ['@speechdeck/plugin-workspace/testing', /is not test support: only tests and testing folders import @speechdeck\/plugin-workspace\/testing/],
      ['./testing/recognition-plugins.ts', /is not test support: it does not import its package's testing files/],
    ],
    allowed: ['@speechdeck/core/server', '@speechdeck/plugin-workspace/server', '@speechdeck/plugin-speaker/server', 'node:fs', 'fastify', '../index.ts'],
  },
  {
    name: 'plugin test support (its /testing entry)',
    file: 'plugins/kws/src/testing/x.ts',
    forbidden: [
      ['react', /Plugin server test support must not import React/],
      ['@speechdeck/server', /never imports the host, the shell or the CLI/],
      ['@speechdeck/plugin-stt/web', /only through '@speechdeck\/plugin-stt' or '@speechdeck\/plugin-stt\/server' or '@speechdeck\/plugin-stt\/testing'/],
      ['@speechdeck/plugin-workspace/src/testing/index.ts', /No deep paths into @speechdeck\/plugin-workspace/],
      ['../../../chat/src/server/testing/chat-double.ts', /No relative imports into another package \(@speechdeck\/plugin-chat\)/],
      ['../../../../testing/src/test-host.ts', /No relative imports into another package \(@speechdeck\/testing\)/],
      ['../web/x.tsx', /may not import the web part of its package/],
      ['@speechdeck/plugin-chat/testing', /@speechdeck\/plugin-chat is not declared in this package's package.json/],
    ],
    allowed: [
      '@speechdeck/testing', '@speechdeck/plugin-stt/testing', '@speechdeck/plugin-workspace/testing', '@speechdeck/plugin-stt/server',
      '@speechdeck/core/server', 'node:fs', '../server/index.ts', '../server/testing/kws-plugins.ts', '../index.ts', './y.ts',
    ],
  },
  {
    name: 'plugin server test support (src/server/testing/)',
    file: 'plugins/ner/src/server/testing/x.ts',
    forbidden: [
      // What ner's seed-transcript.ts once did: reach into chat's folder for its test helper.
      ['../../../../chat/src/server/testing/seeded-results.ts', /No relative imports into another package \(@speechdeck\/plugin-chat\)/],
      ['../../../../chat/package.json', /No relative imports out of your package \(into plugins\/chat\)/],
      ['../../web/x.tsx', /may not import the web part of its package/],
      ['@speechdeck/server', /never imports the host, the shell or the CLI/],
      ['@speechdeck/plugin-workspace/web', /only through '@speechdeck\/plugin-workspace' or '@speechdeck\/plugin-workspace\/server' or/],
    ],
    allowed: ['@speechdeck/testing', '@speechdeck/plugin-workspace/testing', '@speechdeck/plugin-workspace/server', '@speechdeck/core/server', 'node:path', '../index.ts', './y.ts'],
  },
  {
    name: 'plugin web test support (src/web/testing/)',
    file: 'plugins/chat/src/web/testing/x.tsx',
    forbidden: [
      ['node:fs', /Plugin browser test support runs in the browser too: no Node modules/],
      ['@speechdeck/core/server', /only through '@speechdeck\/core' or '@speechdeck\/core\/web' or/],
      ['../../server/index.ts', /may not import the server part of its package/],
      ['../../../../ner/src/web/testing/render-with-platform.tsx', /No relative imports into another package \(@speechdeck\/plugin-ner\)/],
    ],
    allowed: ['@speechdeck/core/web/testing', '@speechdeck/core/web', '@speechdeck/testing', '@speechdeck/plugin-workspace/testing', 'react', '../../web.ts', './y.tsx'],
  },
  {
    name: 'plugin cli',
    file: 'plugins/stt/src/cli/x.ts',
    forbidden: [
      ['react-dom', /must not import React/],
      ['@speechdeck/cli', /never imports the host, the shell or the CLI/],
      ['@speechdeck/core/server', /only through '@speechdeck\/core' or '@speechdeck\/core\/cli'/],
      ['../server/index.ts', /may not import the server part/],
    ],
    allowed: ['@speechdeck/core/cli', '@speechdeck/plugin-workspace/cli', 'commander', 'node:fs'],
  },
  {
    name: 'core',
    file: 'core/src/http/x.ts',
    forbidden: [
      ['@speechdeck/plugin-stt', /Core holds the platform only/],
      ['@speechdeck/server', /Core holds the platform only/],
      ['node:fs', /no Node modules/],
      ['../web/index.ts', /may not import the web part of its package/],
      ['@speechdeck/testing', /Core holds the platform only/],
    ],
    allowed: ['axios', 'zod', '../contract/endpoint.ts'],
  },
  {
    name: 'core web',
    file: 'core/src/web/x.tsx',
    forbidden: [['@speechdeck/plugin-workspace/web', /Core holds the platform only/], ['../server/index.ts', /may not import the server part/]],
    allowed: ['react', '../http/http-client.ts'],
  },
  {
    name: 'shell',
    file: 'web/src/app/x.ts',
    forbidden: [
      ['@speechdeck/plugin-stt', /only through '@speechdeck\/plugin-stt\/web'/],
      ['@speechdeck/plugin-stt/src/web/speech-page.tsx', /No deep paths/],
      ['@speechdeck/server', /does not import @speechdeck\/server/],
      ['@speechdeck/core/server', /only through '@speechdeck\/core' or '@speechdeck\/core\/web'/],
      ['../../../plugins/stt/src/web.ts', /No relative imports into another package/],
      ['node:fs', /no Node modules/],
    ],
    allowed: ['@speechdeck/plugin-stt/web', '@speechdeck/core', '@speechdeck/core/web', 'react'],
  },
  {
    name: 'host',
    file: 'server/src/x.ts',
    forbidden: [
      ['react', /must not import React/],
      ['@speechdeck/plugin-stt/web', /only through '@speechdeck\/plugin-stt' or '@speechdeck\/plugin-stt\/server'/],
      ['@speechdeck/cli', /The host does not import @speechdeck\/cli/],
      ['../../plugins/stt/src/server/index.ts', /No relative imports into another package/],
      ['@speechdeck/testing', /The host is not test support: only tests and testing folders import @speechdeck\/testing/],
      ['../../testing/src/test-host.ts', /No relative imports into another package \(@speechdeck\/testing\)/],
    ],
    allowed: ['@speechdeck/plugin-stt/server', '@speechdeck/core/server', 'fastify', './app.ts'],
  },
  {
    name: 'test kit',
    file: 'testing/src/x.ts',
    forbidden: [
      ['@speechdeck/plugin-stt', /The test kit imports no plugin/],
      ['@speechdeck/plugin-stt/server', /The test kit imports no plugin/],
      ['@speechdeck/plugin-workspace/testing', /The test kit imports no plugin/],
      ['../../plugins/stt/src/server/engines/wer.ts', /No relative imports into another package \(@speechdeck\/plugin-stt\)/],
      ['@speechdeck/server/plugins', /imports the host only through its public entry, '@speechdeck\/server'/],
      ['@speechdeck/server/src/services/database/database.ts', /imports the host only through its public entry, '@speechdeck\/server'/],
      ['../../server/src/services/database/database.ts', /No relative imports into another package \(@speechdeck\/server\)/],
      ['@speechdeck/web', /The test kit does not import @speechdeck\/web/],
      ['@speechdeck/cli/testing', /The test kit does not import @speechdeck\/cli/],
      ['@speechdeck/core/web', /The test kit may import @speechdeck\/core only through/],
      ['@speechdeck/testing', /Import your own package's files by relative path/],
      ['react', /The test kit must not import React/],
    ],
    allowed: ['@speechdeck/server', '@speechdeck/core', '@speechdeck/core/server', 'node:fs', 'pg', 'vitest', './test-host.ts'],
  },
  {
    name: 'CLI',
    file: 'cli/src/commands/x.ts',
    forbidden: [
      ['@speechdeck/plugin-stt/server', /only through '@speechdeck\/plugin-stt' or '@speechdeck\/plugin-stt\/cli'/],
      ['@speechdeck/server', /The CLI does not import @speechdeck\/server/],
      ['react', /must not import React/],
    ],
    allowed: ['@speechdeck/plugin-stt/cli', '@speechdeck/core/cli', 'commander'],
  },
];

describe('import boundaries per file class', () => {
  for (const { name, file, forbidden, allowed } of CLASSES) {
    it(`${name} (${file}): refuses what it must not import`, async () => {
      for (const [source, error] of forbidden) expect(await errors(file, source), source).toEqual([expect.stringMatching(error)]);
    });
    it(`${name} (${file}): accepts what it may import`, async () => {
      for (const source of allowed) expect(await errors(file, source), source).toEqual([]);
    });
  }

  it('leaves tests free to start a host with plugins', async () => {
    expect(await errors('plugins/stt/src/server/x.test.ts', '@speechdeck/testing')).toEqual([]);
    expect(await errors('server/src/x.test.ts', '@speechdeck/testing')).toEqual([]);
  });
});

describe('plugin dependencies', () => {
  const plugins = readdirSync(new URL('../plugins', import.meta.url)).map((dir) => {
    const json = JSON.parse(readFileSync(new URL(`../plugins/${dir}/package.json`, import.meta.url), 'utf8')) as { name: string; dependencies?: Record<string, string> };
    return { name: json.name, needs: Object.keys(json.dependencies ?? {}).filter((dep) => dep.startsWith('@speechdeck/plugin-')) };
  });

  it('form no cycle', () => {
    const byName = new Map(plugins.map((plugin) => [plugin.name, plugin.needs]));
    const cycle = (name: string, path: string[]): string[] | null => {
      if (path.includes(name)) return [...path, name];
      for (const next of byName.get(name) ?? []) {
        const found = cycle(next, [...path, name]);
        if (found) return found;
      }
      return null;
    };
    for (const { name } of plugins) expect(cycle(name, []), name).toBeNull();
    expect(plugins.some((plugin) => plugin.needs.length > 0)).toBe(true);
  });
});
