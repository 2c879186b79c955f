import type { TFunction } from 'i18next';
import { SPLITTER_LIMITS } from '../../contract/splitter-api.ts';

/** What the person sets for a call recognition. */
export interface CallOptions {
  language: string;
  left: string;
  right: string;
}

/** The languages offered: those recognition has pages for; the host says which it serves. */
export const CALL_LANGUAGES = ['en', 'tr'] as const;

/** Starts with the channel names in the dashboard's language (they are the transcript's speakers). */
export const defaultCallOptions = (t: TFunction): CallOptions => ({
  language: 'en',
  left: t('splitter.call.defaultLeft'),
  right: t('splitter.call.defaultRight'),
});

/** What is wrong with the names, by field, as the host would say it (it checks the same). */
export function nameProblems(options: Pick<CallOptions, 'left' | 'right'>, t: TFunction): Partial<Record<'left' | 'right', string>> {
  const problems: Partial<Record<'left' | 'right', string>> = {};
  for (const side of ['left', 'right'] as const) {
    const name = options[side].trim();
    if (!name) problems[side] = t('splitter.call.nameMissing');
    else if (name.length > SPLITTER_LIMITS.nameMaxChars) problems[side] = t('splitter.call.nameTooLong', { max: SPLITTER_LIMITS.nameMaxChars });
  }
  if (!problems.left && !problems.right && options.left.trim().toLocaleLowerCase() === options.right.trim().toLocaleLowerCase()) {
    problems.right = t('splitter.call.sameNames');
  }
  return problems;
}
