import { fileURLToPath } from 'node:url';
import { describePluginMessages } from '@speechdeck/core/testing';
import { ttsPlugin } from '../web.ts';
import { ttsMessages } from './messages.ts';

describePluginMessages({
  prefix: 'tts.',
  // The title the shell shows from the start (web.ts) and the words loaded with the page.
  messages: {
    en: { ...ttsPlugin.messages?.en, ...ttsMessages.en },
    tr: { ...ttsPlugin.messages?.tr, ...ttsMessages.tr },
  },
  sources: [fileURLToPath(new URL('.', import.meta.url)), fileURLToPath(new URL('../web.ts', import.meta.url))],
});
