import { fileURLToPath } from 'node:url';
import { describePluginMessages } from '@speechdeck/core/testing';
import { kwsPlugin } from '../web.ts';
import { kwsMessages } from './messages.ts';
import { spotPickerLabels } from './spot/source-picker.tsx';

describePluginMessages({
  prefix: 'kws.',
  // The titles the shell shows from the start (web.ts) and the words loaded with the pages.
  messages: {
    en: { ...kwsPlugin.messages?.en, ...kwsMessages.en },
    tr: { ...kwsPlugin.messages?.tr, ...kwsMessages.tr },
  },
  sources: [fileURLToPath(new URL('.', import.meta.url)), fileURLToPath(new URL('../web.ts', import.meta.url))],
  labelBuilders: [spotPickerLabels],
});
