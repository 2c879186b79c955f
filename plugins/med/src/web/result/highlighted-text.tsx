import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime, type AudioController } from '@speechdeck/core/web';
import type { MedSegment, MedicalTerm } from '../../contract/med-api.ts';

interface Piece {
  text: string;
  /** Where a click plays from. */
  start: number;
  term: MedicalTerm | null;
}

/** The segment's words in runs: each term's words together, the rest word by word. */
function pieces(segment: MedSegment): Piece[] {
  if (segment.words.length === 0) {
    // No word timings: the terms are found in the text itself, all at the segment's start.
    const out: Piece[] = [];
    let rest = segment.sent;
    for (const term of segment.terms) {
      const at = rest.toLocaleLowerCase().indexOf(term.text.toLocaleLowerCase());
      if (at < 0) continue;
      if (at > 0) out.push({ text: rest.slice(0, at), start: segment.start, term: null });
      out.push({ text: rest.slice(at, at + term.text.length), start: term.start, term });
      rest = rest.slice(at + term.text.length);
    }
    if (rest) out.push({ text: rest, start: segment.start, term: null });
    return out;
  }
  const out: Piece[] = [];
  for (const word of segment.words) {
    const term = segment.terms.find((candidate) => word.start >= candidate.start && word.end <= candidate.end) ?? null;
    const last = out.at(-1);
    if (term && last?.term === term) last.text += ` ${word.w}`;
    else out.push({ text: word.w, start: word.start, term });
  }
  return out;
}

/**
 * A segment's text with its medical terms marked in their kind's colour (named for screen readers
 * too); every word, and every term, plays from where it is said. Shown in the workspace's
 * transcript in place of the plain text.
 */
export function HighlightedText({ segment, player }: { segment: MedSegment; player: AudioController }) {
  const { t } = useTranslation();
  return (
    <p className="rv-seg__text med-text">
      {pieces(segment).map((piece, index) => (
        <Fragment key={index}>
          {index > 0 && ' '}
          <button
            type="button"
            tabIndex={-1}
            data-nav="word"
            className={piece.term ? `rv-word med-term med-term--${piece.term.category}` : 'rv-word'}
            data-category={piece.term?.category}
            title={piece.term ? t('med.transcript.term', { category: t(`med.category.${piece.term.category}`), term: piece.text }) : formatTime(piece.start, { tenths: true })}
            onClick={() => player.seek(piece.start, { play: true })}
          >
            {piece.text.trim()}
          </button>
        </Fragment>
      ))}
    </p>
  );
}
