import type { NerLanguage } from '../../index.ts';
import { ENGLISH_DEVELOPMENT } from './english-development.ts';
import { ENGLISH_HELD_OUT } from './english-held-out.ts';
import { annotated, type AnnotatedSentence } from './marked-sentences.ts';
import { TURKISH_DEVELOPMENT } from './turkish-development.ts';
import { TURKISH_HELD_OUT } from './turkish-held-out.ts';

export type Split = 'development' | 'held-out';

/** The annotated sentences of a language: the development half the rules were adjusted on, and the held-out half that is reported. */
export const ANNOTATED_SETS: Record<NerLanguage, Record<Split, AnnotatedSentence[]>> = {
  en: { development: annotated(ENGLISH_DEVELOPMENT), 'held-out': annotated(ENGLISH_HELD_OUT) },
  tr: { development: annotated(TURKISH_DEVELOPMENT), 'held-out': annotated(TURKISH_HELD_OUT) },
};
