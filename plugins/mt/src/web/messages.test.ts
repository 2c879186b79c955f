import { fileURLToPath } from 'node:url';
import { describePluginMessages } from '@speechdeck/core/testing';
import { mtPlugin } from '../web.ts';
import { mtMessages } from './messages.ts';

describePluginMessages({
  prefix: 'mt.',
  // The titles the shell shows from the start (web.ts) and the words loaded with the page.
  messages: {
    en: { ...mtPlugin.messages?.en, ...mtMessages.en },
    tr: { ...mtPlugin.messages?.tr, ...mtMessages.tr },
  },
  sources: [fileURLToPath(new URL('.', import.meta.url)), fileURLToPath(new URL('../web.ts', import.meta.url))],
});
