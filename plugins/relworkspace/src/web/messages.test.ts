import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { describePluginMessages } from '@speechdeck/core/testing';
import { relworkspacePlugin } from '../web.ts';
import { liveMessages } from './messages.ts';

const here = fileURLToPath(new URL('.', import.meta.url));

describePluginMessages({
  prefix: 'relworkspace.',
  messages: {
    en: { ...relworkspacePlugin.messages?.en, ...liveMessages.en },
    tr: { ...relworkspacePlugin.messages?.tr, ...liveMessages.tr },
  },
  sources: [here, fileURLToPath(new URL('../web.ts', import.meta.url))],
});

describe('live messages in the shell', () => {
  it('never put a key under another key: the shell nests them by dots, and drops a key under a word', () => {
    const keys = Object.keys({ ...relworkspacePlugin.messages?.en, ...liveMessages.en });
    expect(keys.filter((key) => keys.some((other) => key.startsWith(`${other}.`)))).toEqual([]);
  });
  it('has a word for every phase, end and failure the page names by its value', () => {
    const keys = Object.keys(liveMessages.en);
    for (const phase of ['idle', 'starting', 'live', 'saving', 'ended']) expect(keys).toContain(`relworkspace.status.${phase}`);
    for (const end of ['limit', 'idle', 'host', 'failed']) expect(keys).toContain(`relworkspace.end.${end}`);
    for (const reason of ['denied', 'noDevice', 'busy', 'unsupported', 'failed']) expect(keys).toContain(`relworkspace.failure.${reason}`);
  });
});
