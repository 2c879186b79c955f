import { DEFAULT_OUT_DIR, parseOptions } from '@speechdeck/core/cli';
import { Command } from 'commander';
import { AUDIO_FORMATS, TTS_LIMITS } from '../../index.ts';
import { runTts } from '../synthesize/run-tts.ts';
import { DEFAULT_LANGUAGE, ttsOptions } from '../synthesize/tts-options.ts';
import { printVoices } from '../voices/print-voices.ts';

const collect = (value: string, previous: string[] = []) => [...previous, value];

export const tts = new Command('tts')
  .description('synthesize speech on the host: words, a text file, or folders of .txt/.md files (resumable: outputs that exist are skipped)')
  .argument('[words or paths...]', 'the words to say (quoted or not); or text files (.md read as its text) and folders, walked recursively for .txt and .md files')
  .option('--file <path>', 'a text file to say, whatever its name; repeat for several', collect)
  .option('--voice <id>', 'a voice id from --voices (default: the language\'s default voice)')
  .option('--language <code>', `the language of the text (default: ${DEFAULT_LANGUAGE}); with --voices, only its voices`)
  .option('--format <format>', `${AUDIO_FORMATS.join(', ')} (default: the extension of --out, else wav)`)
  .option('--rate <n>', `speaking rate, ${TTS_LIMITS.rate.min}-${TTS_LIMITS.rate.max} (1 is the voice's own)`)
  .option('--pitch <n>', `semitones up or down, ${TTS_LIMITS.pitch.min} to ${TTS_LIMITS.pitch.max}`)
  .option('--out <path>', `the audio file for words or one file; the output folder for folders and several files (default: ${DEFAULT_OUT_DIR})`)
  .option('--concurrency <n>', 'files in flight at once, 1-16', '2')
  .option('--force', 'synthesize again even when the output exists')
  .option('--keep', 'keep long texts\' syntheses stored on the host after downloading them')
  .option('--voices', 'list the voices the host serves')
  .action(async (inputs: string[], _options, command: Command) => {
    const options = parseOptions(ttsOptions, command, { inputs });
    await (options.voices ? printVoices(options) : runTts(options));
  });
