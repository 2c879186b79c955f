import { fileURLToPath } from 'node:url';
import { describePluginMessages } from '@speechdeck/core/testing';
import { vcPlugin } from '../web.ts';
import { vcMessages } from './messages.ts';
import { vcPickerLabels } from './reference/use-picker-labels.ts';

describePluginMessages({
  prefix: 'vc.',
  // The title the shell shows from the start (web.ts) and the words loaded with the page.
  messages: {
    en: { ...vcPlugin.messages?.en, ...vcMessages.en },
    tr: { ...vcPlugin.messages?.tr, ...vcMessages.tr },
  },
  sources: [fileURLToPath(new URL('.', import.meta.url)), fileURLToPath(new URL('../web.ts', import.meta.url))],
  labelBuilders: [vcPickerLabels],
});
