import { parseOptions } from '@speechdeck/core/cli';
import { Command } from 'commander';
import { enrollOptions } from '../../speakers/speakers-options.ts';
import { runEnroll } from '../../speakers/run-enroll.ts';

export const enroll = new Command('enroll')
  .description("enroll recordings of one speaker as clips of their voiceprint (new, or added to); prints warnings and the voiceprint's quality")
  .argument('<name>', 'the speaker (names compare without regard to case)')
  .argument('<files...>', 'recordings of that speaker alone; folders are walked for media files')
  .action(async (name: string, inputs: string[], _options, command: Command) => {
    await runEnroll(parseOptions(enrollOptions, command, { name, inputs }));
  });
