import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname, overrideConfigFile: new URL('./eslint.config.js', import.meta.url).pathname });

async function messages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('import boundaries', () => {
  it('a plugin imports only core', async () => {
    expect(await messages('plugins/stt/src/server/routes.ts', "import { buildServer } from '@speechdeck/server';\nexport { buildServer };\n")).toEqual([expect.stringMatching(/imports only @speechdeck\/core/)]);
    expect(await messages('plugins/stt/src/web.ts', "import { x } from '@speechdeck/plugin-tts';\nexport { x };\n")).toEqual([expect.stringMatching(/imports only @speechdeck\/core/)]);
    expect(await messages('plugins/stt/src/server/routes.ts', "import { x } from '../../../tts/src/index.ts';\nexport { x };\n")).toEqual([expect.stringMatching(/only its own files/)]);
    expect(await messages('plugins/stt/src/server/routes.ts', "import { HttpError } from '@speechdeck/core/server';\nexport { HttpError };\n")).toEqual([]);
  });

  it('the shell never imports a plugin\'s internals', async () => {
    expect(await messages('web/src/app/registry.ts', "import { p } from '@speechdeck/plugin-stt/src/web/page.tsx';\nexport { p };\n")).toEqual([expect.stringMatching(/only through @speechdeck\/plugin-x\/web/)]);
    expect(await messages('web/src/app/registry.ts', "import { p } from '@speechdeck/plugin-stt/web';\nexport { p };\n")).toEqual([]);
  });

  it('browser entry points import no Node modules', async () => {
    for (const file of ['web/src/app/x.ts', 'plugins/stt/src/web.ts', 'core/src/http/x.ts', 'core/src/web/x.ts']) {
      expect(await messages(file, "import { readFileSync } from 'node:fs';\nexport { readFileSync };\n"), file).toEqual([expect.stringMatching(/must not import Node modules/)]);
    }
  });
});
