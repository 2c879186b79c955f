import type { RecognizedSegment } from '@speechdeck/plugin-workspace';
import {
  agreedSpans, confirmedSpans as confirmedInSecondPass, overlaps, secondPassTerms, spansAtTimes, termWordsOver, timedSpans, timedTermsIn, soundsLikeSpans as spansSoundingLike, trailing,
  type AgreedSpan, type Pronouncer, type SoundsLikeIndex, type SoundsLikeOptions, type SoundsLikeSpan, type TermsIn,
} from '@speechdeck/engines/recognition';
import type { MedicalLexicon } from '../lexicon/medical-lexicon.ts';
import { normalizeWord } from '../lexicon/normalize.ts';
import { tagWords } from '../tagging/tag-words.ts';
import { ruledTerms, SOUNDS_LIKE_CATEGORIES } from './lexicon-phones.ts';

// The second pass itself is the engine layer's (sounds-like/second-pass.ts, which a user's own
// vocabulary uses too); what is medical is here: the tagger as what counts as a term, the
// distances measured on the medical sentences, compounds joined.
export { secondPassTerms, type SoundsLikeSpan };

/** Segments as the recognizers answer them (words with times): the text may be rebuilt from the words. */
type Segment = Pick<RecognizedSegment, 'start' | 'end' | 'words'> & { text: string };

/**
 * How near a term has to sound, measured on the spoken sentences (README, "Figures"): within 0.35
 * of the term's phones (0.25 for a word only a rule placed), spans of up to 4 words, terms and
 * spans of 4 phones or more, the 3 nearest terms of each span.
 */
export const SECOND_PASS_MATCHING: Required<Pick<SoundsLikeOptions, 'maxDistance' | 'maxWords' | 'minPhones' | 'perSpan'>> & { ruledMaxDistance: number } = {
  maxDistance: 0.35,
  maxWords: 4,
  minPhones: 4,
  perSpan: 3,
  /** A term only a rule placed (the word list's long tail) has to sound nearer. */
  ruledMaxDistance: 0.25,
};

/** Every term the tagger finds (doses too: a candidate never cuts one). */
const taggedIn = (lexicon: MedicalLexicon): TermsIn => (words) => tagWords(words, lexicon);
/** The terms a second pass listens for: drugs, conditions, anatomy, procedures, tests. */
const listenedIn = (lexicon: MedicalLexicon): TermsIn => (words) => tagWords(words, lexicon).filter((span) => SOUNDS_LIKE_CATEGORIES.has(span.category));
const normalizerOf = (lexicon: MedicalLexicon) => (word: string) => normalizeWord(word, lexicon.language);

/**
 * The spans of the first pass's words that sound like a term of the lexicon it did not write,
 * nearest first (the engine layer's soundsLikeSpans with the tagger as what counts as a term). A
 * span may hold a term the tagger found only whole and with more words than it ("bladders can" for
 * bladder scan, "echo cardiogram" for echocardiogram), never part of one, and never the words of
 * one term alone; a term already heard in the segment is not a candidate again.
 */
export async function soundsLikeSpans(
  segments: readonly Segment[],
  lexicon: MedicalLexicon,
  index: SoundsLikeIndex,
  pronouncer: Pronouncer,
  options: SoundsLikeOptions & { ruledMaxDistance?: number; signal?: AbortSignal } = {},
): Promise<SoundsLikeSpan[]> {
  const { ruledMaxDistance, ...matching } = { ...SECOND_PASS_MATCHING, ...options };
  const ruled = ruledTerms(lexicon);
  return spansSoundingLike(segments, { termsIn: taggedIn(lexicon), normalize: normalizerOf(lexicon), language: lexicon.language }, index, pronouncer, {
    ...matching,
    maxDistanceOf: (term) => (ruled.has(term) ? ruledMaxDistance : Infinity),
  });
}

/**
 * Terms another recognizer (pocketsphinx with the lexicon's words, on the same audio) wrote, or
 * its words sound like: `distance`, where a term it wrote ranks among the sounds-like spans (as
 * near as a span can sound and still be a candidate of its own); `confident`, the first pass's
 * words written with this confidence or more are not replaced by what it heard there ("suggest"
 * stays, though pocketsphinx heard "cyst"). Measured on the spoken sentences (README, "Figures").
 */
export const HEARD_BY_OTHER = { distance: 0.2, confident: 0.9 };

/**
 * The spans of the first pass's words where another recognizer (pocketsphinx with the lexicon's
 * words in its model, on the same audio) wrote a drug, condition, anatomy, procedure or test term
 * the first did not, at HEARD_BY_OTHER.distance; with `soundingLike` (its own words' sounds-like
 * spans, soundsLikeSpans over its segments) also the terms its words sound like, at their
 * distances: candidates from the audio itself, for terms whose spelling in the first pass sounds
 * nothing like them ("on Maxis" for amoxicillin).
 */
export function heardSpans(
  first: readonly Segment[],
  other: readonly Segment[],
  lexicon: MedicalLexicon,
  soundingLike: readonly SoundsLikeSpan[] = [],
): SoundsLikeSpan[] {
  const written = { termsIn: listenedIn(lexicon), normalize: normalizerOf(lexicon) };
  const timed = [...timedTermsIn(other, written, HEARD_BY_OTHER.distance), ...timedSpans(other, soundingLike)];
  return spansAtTimes(first, timed, { termsIn: taggedIn(lexicon), normalize: normalizerOf(lexicon) }, { confident: HEARD_BY_OTHER.confident });
}

/**
 * How near the first pass's words have to sound to a term pocketsphinx wrote at their time for the
 * term to be taken without the second pass; `confident` as HEARD_BY_OTHER's. Measured on the
 * spoken sentences (README, "Figures").
 */
export const AGREED = { distance: 0.3, confident: 0.9 };

/**
 * The spans of the first pass's words where pocketsphinx, listening with the lexicon's words, wrote
 * a term they sound like (the engine layer's agreedSpans at AGREED), unless they sound nearer
 * another term (`soundingLike`, their sounds-like spans): "sephalaxin" where it wrote cephalexin,
 * taken whether or not the second pass writes it.
 */
export async function agreedWithOther(
  first: readonly Segment[],
  other: readonly Segment[],
  lexicon: MedicalLexicon,
  index: SoundsLikeIndex,
  pronouncer: Pronouncer,
  soundingLike: readonly SoundsLikeSpan[],
): Promise<AgreedSpan[]> {
  const normalize = normalizerOf(lexicon);
  const spans = spansAtTimes(first, timedTermsIn(other, { termsIn: listenedIn(lexicon), normalize }, 0), { termsIn: taggedIn(lexicon), normalize }, { confident: AGREED.confident });
  return agreedSpans(first, spans, index, { normalize, language: lexicon.language, pronouncer }, AGREED.distance, soundingLike);
}

/**
 * The first pass's segments with each span whose term the second pass wrote at the same time
 * replaced by its words, then the `agreed` spans (agreedWithOther) it did not confirm (the engine
 * layer's confirmedSpans, reading terms with the tagger).
 */
export function confirmedSpans(
  first: readonly Segment[],
  second: readonly Segment[],
  spans: readonly SoundsLikeSpan[],
  lexicon: MedicalLexicon,
  agreed: readonly AgreedSpan[] = [],
): { segments: Segment[]; confirmed: string[]; agreed: string[] } {
  return confirmedInSecondPass(first, second, spans, { termsIn: listenedIn(lexicon), normalize: normalizerOf(lexicon) }, agreed);
}

/** A single word the tagger reads as a drug, condition, anatomy, procedure or test term. */
function isWordTerm(word: string, lexicon: MedicalLexicon): boolean {
  return tagWords([word], lexicon).some((span) => SOUNDS_LIKE_CATEGORIES.has(span.category));
}

/**
 * Compounds a recognizer wrote as two words ("chemo therapy", "echo cardiogram", "heart burn"),
 * joined where the two words with a hyphen or together are a term (the hyphen first: "x ray" is
 * x-ray, as written, though the lexicon knows xray too) and the two are not a term as they are:
 * the joined word keeps the first word's start and the second's end and punctuation.
 */
export function joinedCompounds(segments: readonly Segment[], lexicon: MedicalLexicon): { segments: Segment[]; joined: string[] } {
  const joined: string[] = [];
  const out = segments.map((segment) => {
    const words: Segment['words'] = [];
    let changed = false;
    for (let k = 0; k < segment.words.length; k++) {
      const a = segment.words[k]!;
      const b = segment.words[k + 1];
      const first = normalizeWord(a.w, lexicon.language);
      const second = b ? normalizeWord(b.w, lexicon.language) : '';
      // Punctuation between the two ("chemo, therapy") ends the chance that they are one word.
      const compound = b && first && second && trailing(a.w) === ''
        ? [`${first}-${second}`, `${first}${second}`].find((word) => isWordTerm(word, lexicon))
        : undefined;
      if (!compound || tagWords([first, second], lexicon).some((span) => span.length === 2)) {
        words.push(a);
        continue;
      }
      const written = compound.includes('-') ? `${a.w}-${b!.w}` : `${a.w}${b!.w.charAt(0).toLocaleLowerCase(lexicon.language)}${b!.w.slice(1)}`;
      words.push({ ...a, w: written, end: b!.end, ...(a.conf !== undefined && b!.conf !== undefined ? { conf: Math.min(a.conf, b!.conf) } : {}) });
      joined.push(compound);
      changed = true;
      k++;
    }
    return changed ? { ...segment, words, text: words.map((word) => word.w).join(' ') } : { ...segment };
  });
  return { segments: out, joined };
}

/**
 * How near the first pass's words have to sound to a term to be taken for it, without the second
 * pass or pocketsphinx, where a word among them is none the recognizer's dictionary or the medical
 * word list knows. Measured on the spoken sentences (README, "Figures"): at 0.15, 6 terms more over
 * four voices and none not said; at 0.2, 5 more again for 5 not said.
 */
export const UNHEARD_OF = { distance: 0.15 };

/**
 * The sounds-like spans (soundsLikeSpans) of a word Whisper spelled as no word is spelled
 * ("drastosumab", "Metapryl all"), at UNHEARD_OF.distance or nearer and nearer than any other term
 * over those words: a spelling made up for what it did not know, taken for the term. A word the
 * CMU dictionary or the lexicon's word list holds is a word (effusion is not infusion), as is one
 * written in capitals (CTs) or with digits.
 */
export async function unheardOfSpans(
  first: readonly Segment[],
  soundingLike: readonly SoundsLikeSpan[],
  lexicon: MedicalLexicon,
  pronouncer: Pronouncer,
): Promise<AgreedSpan[]> {
  const normalize = normalizerOf(lexicon);
  const madeUp = async (written: string) => {
    const word = normalize(written);
    if (!word || /\d/u.test(written) || /\p{Lu}.*\p{Lu}/u.test(written) || lexicon.holds(word)) return false;
    return !(await pronouncer.knows(word, lexicon.language));
  };
  const taken: AgreedSpan[] = [];
  for (const span of soundingLike) {
    if (span.distance > UNHEARD_OF.distance) continue;
    if (soundingLike.some((rival) => rival.term !== span.term && overlaps(rival, span) && rival.distance <= span.distance)) continue;
    const words = first[span.segment]!.words.slice(span.first, span.first + span.length);
    let spelledAsNoWord = false;
    for (const word of words) spelledAsNoWord ||= await madeUp(word.w);
    if (spelledAsNoWord) taken.push({ span, words: termWordsOver(words, span.term) });
  }
  return taken;
}
