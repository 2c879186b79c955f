import { fileURLToPath } from 'node:url';
import { describePluginMessages } from '@speechdeck/core/testing';
import { workspacePlugin } from '../web.ts';
import { workspaceMessages } from './messages.ts';

describePluginMessages({
  prefix: 'workspace.',
  // The titles the shell shows from the start (web.ts) and the words loaded with the pages.
  messages: {
    en: { ...workspacePlugin.messages?.en, ...workspaceMessages.en },
    tr: { ...workspacePlugin.messages?.tr, ...workspaceMessages.tr },
  },
  sources: [fileURLToPath(new URL('.', import.meta.url)), fileURLToPath(new URL('../web.ts', import.meta.url))],
});
