import { fileURLToPath } from 'node:url';
import { describePluginMessages } from '@speechdeck/core/testing';
import { sttMessages as messages } from './messages.ts';

describePluginMessages({
  prefix: 'stt.',
  messages,
  sources: [fileURLToPath(new URL('.', import.meta.url)), fileURLToPath(new URL('../web.ts', import.meta.url))],
});
