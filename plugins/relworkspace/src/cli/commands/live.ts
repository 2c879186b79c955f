import { parseOptions } from '@speechdeck/core/cli';
import { Command } from 'commander';
import { liveOptions } from '../live/live-options.ts';
import { runLive } from '../live/run-live.ts';

export const live = new Command('live')
  .description('stream a media file through a live session (as the Live Workspace page streams the microphone), print the text as it is recognized, and save the session to the workspace')
  .argument('<file>', 'a media file; ffmpeg decodes it to 16 kHz mono as it streams')
  .option('--language <code>', 'the language spoken', 'en')
  .option('--speakers', 'label the saved segments with speakers')
  .option('--name <name>', 'the name it is saved under (default "Live session <date time>")')
  .option('--realtime', 'send the audio at the pace it plays (default: as fast as the host takes it)')
  .action(async (file: string, _options, command: Command) => {
    await runLive(parseOptions(liveOptions, command, { file }));
  });
