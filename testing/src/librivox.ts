import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Debian's pocketsphinx-testdata: five LibriVox recordings (Sense and Sensibility) with their reference transcripts. */
export const LIBRIVOX_DIR = '/usr/share/pocketsphinx/test/data/librivox';

export interface LibrivoxClip {
  id: string;
  wav: string;
  reference: string;
}

/** The clips, or [] when the package is not installed. */
export function librivoxClips(): LibrivoxClip[] {
  const transcription = join(LIBRIVOX_DIR, 'transcription');
  if (!existsSync(transcription)) return [];
  // Lines read `<s> words </s> (file-id)`.
  return readFileSync(transcription, 'utf8')
    .split('\n')
    .map((line) => /^<s>(.*)<\/s>\s*\((\S+)\)\s*$/.exec(line.trim()))
    .filter((match): match is RegExpExecArray => match !== null)
    .map(([, words, id]) => ({ id: id!, wav: join(LIBRIVOX_DIR, `${id}.wav`), reference: words!.trim() }));
}
