import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describePluginMessages } from '@speechdeck/core/testing';
import { speakerPlugin } from '../web.ts';
import { clipLabels } from './clip/use-clip-labels.ts';
import { speakerMessages } from './messages.ts';

const here = fileURLToPath(new URL('.', import.meta.url));

describePluginMessages({
  prefix: 'speaker.',
  // The titles the shell shows from the start (web.ts) and the enrollment and identification words;
  // Diarization & Tracking checks its own (analyzer/analyzer-messages.test.ts).
  messages: {
    en: { ...speakerPlugin.messages?.en, ...speakerMessages.en },
    tr: { ...speakerPlugin.messages?.tr, ...speakerMessages.tr },
  },
  sources: [
    ...readdirSync(here, { withFileTypes: true })
      .filter((entry) => (entry.isDirectory() ? entry.name !== 'analyzer' : /^(?!messages\.).*(?<!\.test)\.tsx?$/.test(entry.name)))
      .map((entry) => join(here, entry.name)),
    fileURLToPath(new URL('../web.ts', import.meta.url)),
  ],
  labelBuilders: [(t) => clipLabels(t, 'enroll'), (t) => clipLabels(t, 'identify')],
});
