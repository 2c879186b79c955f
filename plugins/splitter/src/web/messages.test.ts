import { fileURLToPath } from 'node:url';
import { describePluginMessages } from '@speechdeck/core/testing';
import { splitterPlugin } from '../web.ts';
import { splitterMessages } from './messages.ts';
import { callInputLabels } from './input/call-input.tsx';

describePluginMessages({
  prefix: 'splitter.',
  // The titles the shell shows from the start (web.ts) and the words loaded with the page.
  messages: {
    en: { ...splitterPlugin.messages?.en, ...splitterMessages.en },
    tr: { ...splitterPlugin.messages?.tr, ...splitterMessages.tr },
  },
  sources: [fileURLToPath(new URL('.', import.meta.url)), fileURLToPath(new URL('../web.ts', import.meta.url))],
  labelBuilders: [callInputLabels],
});
