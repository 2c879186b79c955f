import type { TFunction } from 'i18next';
import { SV_LIMITS, speakerName } from '../../contract/sv-api.ts';

/**
 * What is wrong with a speaker name, by the contract's own rule (`speakerName`), in the dashboard's
 * language: the English words are the contract's messages; null when the host will take it.
 */
export function nameProblem(name: string, t: TFunction): string | null {
  const parsed = speakerName.safeParse(name);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0]!;
  if (issue.code === 'too_small') return t('speaker.name.errors.empty');
  if (issue.code === 'too_big') return t('speaker.name.errors.tooLong', { max: SV_LIMITS.nameMaxChars });
  // The two refinements: control characters first, as the contract checks them.
  return /\p{Cc}/u.test(name) ? t('speaker.name.errors.controls') : t('speaker.name.errors.reserved');
}

/** The enrolled speaker this name adds a clip to, if any: names compare without regard to case, as on the host. */
export function existingSpeaker<T extends { spk: string }>(name: string, speakers: readonly T[]): T | null {
  const wanted = name.trim().toLocaleLowerCase('en-US');
  return wanted ? speakers.find((speaker) => speaker.spk.toLocaleLowerCase('en-US') === wanted) ?? null : null;
}
