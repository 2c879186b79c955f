export { gapCost, isVowel, normalizedPhoneDistance, PHONE_COSTS, phoneDistance, substitutionCost } from './phone-distance.ts';
export { nearestTerms, SOUNDS_LIKE_DEFAULTS, SoundsLikeIndex, type PhoneTerm, type SoundsLikeCandidate, type SoundsLikeOptions } from './sounds-like-index.ts';
export { heardPhones, pronounceTerms } from './pronounce-terms.ts';
export { agreedSpans, confirmedSpans, overlaps, secondPassTerms, type AgreedSpan, spansAtTimes, timedSpans, timedTermsIn, type TimedTerm, soundsLikeSpans, termWordsOver, trailing, type FoundTerm, type NormalizeWord, type SoundsLikeSpan, type SoundsLikeSpansOptions, type TermsIn } from './second-pass.ts';
