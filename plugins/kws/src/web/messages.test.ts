import { fileURLToPath } from 'node:url';
import { describePluginMessages } from '@speechdeck/core/testing';
import { kwsMessages as messages } from './messages.ts';

describePluginMessages({
  prefix: 'kws.',
  messages,
  sources: [fileURLToPath(new URL('.', import.meta.url)), fileURLToPath(new URL('../web.ts', import.meta.url))],
});
