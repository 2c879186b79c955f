import { DEFAULT_OUT_DIR, parseOptions } from '@speechdeck/core/cli';
import { Command } from 'commander';
import { EXPORT_FORMATS } from '../../index.ts';
import { recognizeOptions } from '../recognize/recognize-options.ts';
import { runRecognizeBatch } from '../recognize/run-batch.ts';

export const recognize = new Command('recognize')
  .description('recognize media files and folders (recursively) on the host; resumable: files whose outputs exist are skipped')
  .argument('<paths...>', 'media files and folders; in folders only media files (by extension) are taken')
  .option('--language <code>', 'the language spoken', 'en')
  .option('--diarize', 'label speakers')
  .option('--vad', 'trim and segment on voice activity')
  .option('--punct', 'restore sentence casing and punctuation')
  .option('--sentences', 'one segment per sentence')
  .option('--oa', 'label each segment positive, negative or neutral')
  .option('--engine <name>', "the recognizer, of those the host has for the language (whisper, whisper-base, vosk, pocketsphinx, openai); default: the language's best")
  .option('--redact', 'replace personal data (names, phone numbers, e-mail addresses, cards, IBANs, identity numbers, addresses, dates of birth) by tags in the stored transcript and silence it in the stored audio')
  .option('--keep-original', 'with --redact: keep the unredacted original on the host as a result of its own (yours only); by default it is dropped')
  .option('--concurrency <n>', 'files in flight at once, 1-16', '2')
  .option('--out <dir>', "the output folder; each input's path is mirrored under it", DEFAULT_OUT_DIR)
  .option('--format <list>', `comma-separated, of ${EXPORT_FORMATS.join(', ')}`, 'json,srt')
  .option('--force', 'recognize again even when the outputs exist')
  .action(async (inputs: string[], _options, command: Command) => {
    await runRecognizeBatch(parseOptions(recognizeOptions, command, { inputs }));
  });
