import { fileURLToPath } from 'node:url';
import { describePluginMessages } from '@speechdeck/core/testing';
import { chatPlugin } from '../web.ts';
import { chatMessages } from './messages.ts';

describePluginMessages({
  prefix: 'chat.',
  // The titles the shell shows from the start (web.ts) and the words loaded with the page.
  messages: {
    en: { ...chatPlugin.messages?.en, ...chatMessages.en },
    tr: { ...chatPlugin.messages?.tr, ...chatMessages.tr },
  },
  sources: [fileURLToPath(new URL('.', import.meta.url)), fileURLToPath(new URL('../web.ts', import.meta.url))],
});
