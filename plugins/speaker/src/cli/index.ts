import { defineCliPlugin } from '@speechdeck/core/cli';
import { PLUGIN_ID } from '../index.ts';
import { diarize } from './commands/diarize.ts';
import { speakers } from './commands/speakers/index.ts';

/** Speaker services' commands: `speechdeck speakers list|enroll|identify|delete` and `speechdeck diarize` (resumable batches). */
export const speakerCliPlugin = defineCliPlugin({ id: PLUGIN_ID, commands: [speakers, diarize] });
