import { fileURLToPath } from 'node:url';
import { describePluginMessages } from '@speechdeck/core/testing';
import { medPlugin } from '../web.ts';
import { medMessages } from './messages.ts';
import { medPickerLabels } from './input/med-input-picker.tsx';

describePluginMessages({
  prefix: 'med.',
  // The titles the shell shows from the start (web.ts) and the words loaded with the page.
  messages: {
    en: { ...medPlugin.messages?.en, ...medMessages.en },
    tr: { ...medPlugin.messages?.tr, ...medMessages.tr },
  },
  sources: [fileURLToPath(new URL('.', import.meta.url)), fileURLToPath(new URL('../web.ts', import.meta.url))],
  labelBuilders: [medPickerLabels],
});
