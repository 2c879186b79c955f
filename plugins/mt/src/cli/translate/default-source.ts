import { CliError, EXIT_CODES } from '@speechdeck/core/cli';
import type { LanguagePair, MtEngine } from '../../index.ts';

/**
 * The language of text given without --from. The host does not guess a text's language (a
 * transcript says its own), so this takes the one language the host translates into the target
 * from (by `engine`, when named); with several, the person chooses, told which there are.
 */
export function defaultSource(pairs: readonly LanguagePair[], target: string, engine?: MtEngine): string {
  const usable = pairs.filter((pair) => engine === undefined || pair.engine === engine);
  const codes = (picked: readonly LanguagePair[], side: 'source' | 'target') => [...new Set(picked.map((pair) => pair[side]))].sort();
  const sources = codes(usable.filter((pair) => pair.target === target), 'source');
  if (sources.length === 1) return sources[0]!;
  const by = engine ? ` with ${engine}` : '';
  if (sources.length === 0) {
    throw new CliError(EXIT_CODES.FAILURE, `Nothing is translated to ${target}${by} on this host; it translates to ${codes(usable, 'target').join(', ') || 'no language now'}.`);
  }
  throw new CliError(EXIT_CODES.USAGE, `Say which language the text is in: this host translates to ${target}${by} from ${sources.join(', ')} (--from ${sources[0]}, for example).`);
}
