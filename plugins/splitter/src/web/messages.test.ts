import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { describePluginMessages } from '@speechdeck/core/testing';
import { splitterPlugin } from '../web.ts';
import { splitterMessages } from './messages.ts';

const here = fileURLToPath(new URL('.', import.meta.url));

describePluginMessages({
  prefix: 'splitter.',
  messages: {
    en: { ...splitterPlugin.messages?.en, ...splitterMessages.en },
    tr: { ...splitterPlugin.messages?.tr, ...splitterMessages.tr },
  },
  sources: [
    ...readdirSync(here, { withFileTypes: true })
      .filter((entry) => (entry.isDirectory() ? entry.name !== 'testing' : /^(?!messages\.).*(?<!\.test)\.tsx?$/.test(entry.name)))
      .map((entry) => join(here, entry.name)),
    fileURLToPath(new URL('../web.ts', import.meta.url)),
  ],
});

describe('splitter messages in the shell', () => {
  it('never put a key under another key: the shell nests them by dots, and drops a key under a word', () => {
    for (const language of ['en', 'tr'] as const) {
      const keys = Object.keys({ ...splitterPlugin.messages?.[language], ...splitterMessages[language] });
      expect(keys.filter((key) => keys.some((other) => key.startsWith(`${other}.`)))).toEqual([]);
    }
  });
});
