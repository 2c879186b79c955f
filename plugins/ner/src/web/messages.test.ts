import { fileURLToPath } from 'node:url';
import { describePluginMessages } from '@speechdeck/core/testing';
import { nerPlugin } from '../web.ts';
import { nerMessages } from './messages.ts';

describePluginMessages({
  prefix: 'ner.',
  // The titles the shell shows from the start (web.ts) and the words loaded with the page.
  messages: {
    en: { ...nerPlugin.messages?.en, ...nerMessages.en },
    tr: { ...nerPlugin.messages?.tr, ...nerMessages.tr },
  },
  sources: [fileURLToPath(new URL('.', import.meta.url)), fileURLToPath(new URL('../web.ts', import.meta.url))],
});
