import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { describePluginMessages } from '@speechdeck/core/testing';
import { nerPlugin } from '../web.ts';
import { nerMessages } from './messages.ts';

const here = fileURLToPath(new URL('.', import.meta.url));
const sources = (folder: string): string[] => readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
  const path = join(folder, entry.name);
  if (entry.isDirectory()) return sources(path);
  return /^(?!messages\.).*(?<!\.test)\.tsx?$/.test(entry.name) ? [path] : [];
});

describePluginMessages({
  prefix: 'ner.',
  messages: { en: { ...nerPlugin.messages?.en, ...nerMessages.en }, tr: { ...nerPlugin.messages?.tr, ...nerMessages.tr } },
  sources: [...sources(here), fileURLToPath(new URL('../web.ts', import.meta.url))],
});

describe('ner messages in the shell', () => {
  it('never put a key under another key: the shell nests them by dots, and drops a key under a word', () => {
    const keys = Object.keys({ ...nerPlugin.messages?.en, ...nerMessages.en });
    expect(keys.filter((key) => keys.some((other) => key.startsWith(`${other}.`)))).toEqual([]);
  });
});
