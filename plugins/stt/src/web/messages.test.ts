import { fileURLToPath } from 'node:url';
import { describePluginMessages } from '@speechdeck/core/testing';
import { sttPlugin } from '../web.ts';
import { sttMessages } from './messages.ts';
import { speechSourceLabels } from './speech-source.tsx';

describePluginMessages({
  prefix: 'stt.',
  // The titles the shell shows from the start (web.ts) and the words loaded with the pages.
  messages: {
    en: { ...sttPlugin.messages?.en, ...sttMessages.en },
    tr: { ...sttPlugin.messages?.tr, ...sttMessages.tr },
  },
  sources: [fileURLToPath(new URL('.', import.meta.url)), fileURLToPath(new URL('../web.ts', import.meta.url))],
  labelBuilders: [speechSourceLabels],
});
