import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '@speechdeck/core/web';
import type { PlayRequest } from '@speechdeck/plugin-workspace/web';
import type { Citation } from '../../contract/chat-api.ts';

/** A moment of a recording to play: changes with each click so the same citation plays again. */
/** A cited moment to play, with the file name the citation carries (shown until the result is read). */
export interface CitedMoment extends PlayRequest {
  fn: string;
}

export type Play = (citation: Citation) => void;

/** How a citation is named to a screen reader and in its tooltip. */
export function useCitationLabel() {
  const { t } = useTranslation();
  return (citation: Citation) => t('chat.citation.play', { file: citation.fn, time: formatTime(citation.start) });
}

/** The answer's text with each [n] it cites turned into a button that plays that moment; an [n] without an excerpt stays text. */
export function CitedText({ text, citations, onPlay }: { text: string; citations: readonly Citation[]; onPlay: Play }) {
  const label = useCitationLabel();
  const byNumber = new Map(citations.map((citation) => [citation.n, citation]));
  const parts = text.split(/(\[\d+\])/);
  return (
    <p className="chat-message__text">
      {parts.map((part, i) => {
        const citation = /^\[(\d+)\]$/.test(part) ? byNumber.get(Number(part.slice(1, -1))) : undefined;
        if (!citation) return <Fragment key={i}>{part}</Fragment>;
        return (
          <button key={i} type="button" className="chat-cite" aria-label={label(citation)} title={label(citation)} onClick={() => onPlay(citation)}>
            {part}
          </button>
        );
      })}
    </p>
  );
}

/** Under an answer: each source it cites, with its file, moment and speaker, a button to play it. */
export function CitationList({ citations, onPlay }: { citations: readonly Citation[]; onPlay: Play }) {
  const { t } = useTranslation();
  const label = useCitationLabel();
  if (citations.length === 0) return null;
  return (
    <ol className="chat-sources" aria-label={t('chat.citation.sources')}>
      {citations.map((citation) => (
        <li key={citation.n} className="chat-sources__item">
          <button type="button" className="chat-sources__play" aria-label={label(citation)} onClick={() => onPlay(citation)}>
            <span className="chat-sources__n">[{citation.n}]</span>
            <span className="chat-sources__where">
              {`${citation.fn} · ${formatTime(citation.start)}–${formatTime(citation.end)}${citation.spk ? ` · ${citation.spk}` : ''}`}
            </span>
          </button>
          <span className="chat-sources__text">{citation.text}</span>
        </li>
      ))}
    </ol>
  );
}
