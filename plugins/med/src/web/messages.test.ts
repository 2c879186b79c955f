import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { describePluginMessages } from '@speechdeck/core/testing';
import { medPlugin } from '../web.ts';
import { medMessages } from './messages.ts';

const here = fileURLToPath(new URL('.', import.meta.url));
const sources = (folder: string): string[] => readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
  const path = join(folder, entry.name);
  if (entry.isDirectory()) return entry.name === 'testing' ? [] : sources(path);
  return /^(?!messages\.).*(?<!\.test)\.tsx?$/.test(entry.name) ? [path] : [];
});

describePluginMessages({
  prefix: 'med.',
  messages: {
    en: { ...medPlugin.messages?.en, ...medMessages.en },
    tr: { ...medPlugin.messages?.tr, ...medMessages.tr },
  },
  sources: [...sources(here), fileURLToPath(new URL('../web.ts', import.meta.url))],
});

describe('med messages in the shell', () => {
  it('never put a key under another key: the shell nests them by dots, and drops a key under a word', () => {
    const keys = Object.keys({ ...medPlugin.messages?.en, ...medMessages.en });
    expect(keys.filter((key) => keys.some((other) => key.startsWith(`${other}.`)))).toEqual([]);
  });
});
