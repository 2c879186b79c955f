import { parseOptions } from '@speechdeck/core/cli';
import { Command } from 'commander';
import { MT_ENGINES, MT_LIMITS, TRANSCRIPT_FORMATS } from '../../index.ts';
import { runTranslate } from '../translate/run-translate.ts';
import { translateOptions } from '../translate/translate-options.ts';

export const translate = new Command('translate')
  .description(`translate text (at most ${MT_LIMITS.textMaxChars.toLocaleString('en')} characters), a text file, or a transcript of your workspace on the host`)
  .argument('[text...]', 'the text to translate (or --file, or --process)')
  .option('--file <path>', 'a UTF-8 text file to translate')
  .option('--process <id>', 'the process id of a finished transcript in your workspace (speechdeck results list)')
  .option('--from <code>', "the language of the input, e.g. en; left out: a transcript's own, and for text the one language the host translates to --to from (when it translates from several, it names them and asks)")
  .requiredOption('--to <code>', 'the target language, e.g. es')
  .option('--engine <name>', `one of ${MT_ENGINES.join(', ')} (default: the first that serves the pair)`)
  .option('--format <format>', `for a transcript: ${TRANSCRIPT_FORMATS.join(', ')} (subtitles or timed text in the target language)`)
  .action(async (text: string[], _options, command: Command) => {
    await runTranslate(parseOptions(translateOptions, command, { text }));
  });
