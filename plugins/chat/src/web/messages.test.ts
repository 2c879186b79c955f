import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { describePluginMessages } from '@speechdeck/core/testing';
import { chatPlugin } from '../web.ts';
import { chatMessages } from './messages.ts';

const here = fileURLToPath(new URL('.', import.meta.url));
const sources = (folder: string): string[] => readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
  const path = join(folder, entry.name);
  if (entry.isDirectory()) return entry.name === 'testing' ? [] : sources(path);
  return /^(?!messages\.).*(?<!\.test)\.tsx?$/.test(entry.name) ? [path] : [];
});

describePluginMessages({
  prefix: 'chat.',
  messages: {
    en: { ...chatPlugin.messages?.en, ...chatMessages.en },
    tr: { ...chatPlugin.messages?.tr, ...chatMessages.tr },
  },
  sources: [...sources(here), fileURLToPath(new URL('../web.ts', import.meta.url))],
});

describe('chat messages in the shell', () => {
  it('never put a key under another key: the shell nests them by dots, and drops a key under a word', () => {
    const keys = Object.keys({ ...chatPlugin.messages?.en, ...chatMessages.en });
    expect(keys.filter((key) => keys.some((other) => key.startsWith(`${other}.`)))).toEqual([]);
  });
});
