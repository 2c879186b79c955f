import { Fragment, memo, useEffect, useId, useMemo, useRef, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { formatTime, usePlayerSelector, type AudioController, type SpeakerColors } from '@speechdeck/core/web';
import type { RecognizedSegment } from '../../index.ts';
import { TranscriptStyles } from './transcript-styles.tsx';
import { segmentPlayState, segmentTokens, type TranscriptToken } from './transcript-tokens.ts';

export interface TranscriptLabels {
  /** The list's accessible name. */
  transcript: string;
  /** Read after the name: how the keyboard moves through it. */
  keyboardHint: string;
  /** The segment button's name, e.g. 'Play from 0:05, S1'. */
  playFrom: (time: string, speaker: string | null) => string;
  empty: string;
  /** How an analysis label (positive, negative, neutral) is shown. */
  oa?: (label: string) => string;
}

export interface TranscriptViewProps {
  segments: readonly RecognizedSegment[];
  player: AudioController;
  colors: SpeakerColors;
  labels: TranscriptLabels;
  /** Extra controls in a segment's header (e.g. an edit button). */
  renderActions?: (segment: RecognizedSegment) => ReactNode;
  /** When it answers something for a segment, that replaces the segment's text (e.g. an editor). */
  renderEditor?: (segment: RecognizedSegment) => ReactNode;
}

/**
 * A result's transcript by segment: time, speaker in its colour, and each word a button that plays
 * from it. The word being said is highlighted as the audio plays, and the segment being played is
 * kept in view. Keyboard: Tab goes from segment to segment; the arrow keys walk the words (Left and
 * Right) or the segments (Up and Down); Enter or Space plays from there.
 */
export function TranscriptView({ segments, player, colors, labels, renderActions, renderEditor }: TranscriptViewProps) {
  const list = useRef<HTMLOListElement>(null);
  const hintId = useId();
  const tokens = useMemo(() => segments.map(segmentTokens), [segments]);

  // Keep the segment at the playhead in view (playing, or sought to from outside), scrolling the
  // transcript's own box only, never the page.
  useEffect(() => {
    let shown = -1;
    return player.subscribe(() => {
      const { time } = player.getSnapshot();
      const box = list.current;
      if (!box) return;
      const index = segments.findIndex((segment) => time >= segment.start && time < segment.end);
      if (index < 0 || index === shown) return;
      shown = index;
      const item = box.children[index] as HTMLElement | undefined;
      if (!item || box.scrollHeight <= box.clientHeight) return;
      // The list is position: relative, so an item's offsetTop is measured from the list's top.
      const top = item.offsetTop;
      if (top < box.scrollTop || top + item.offsetHeight > box.scrollTop + box.clientHeight) {
        const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
        box.scrollTo?.({ top: Math.max(0, top - box.clientHeight / 4), behavior: reduced ? 'auto' : 'smooth' });
      }
    });
  }, [player, segments]);

  const onKeyDown = (event: KeyboardEvent<HTMLOListElement>) => {
    const target = event.target as HTMLElement;
    if (!target.dataset.nav || !list.current) return;
    const selector = event.key === 'ArrowUp' || event.key === 'ArrowDown' ? '[data-nav="segment"]' : '[data-nav]';
    if (!['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'].includes(event.key)) return;
    const items = Array.from(list.current.querySelectorAll<HTMLElement>(selector));
    const forward = event.key === 'ArrowRight' || event.key === 'ArrowDown';
    let index = items.indexOf(target);
    if (index < 0) {
      // From a word, Up/Down go to its own segment's button first.
      const own = target.closest('li')?.querySelector<HTMLElement>('[data-nav="segment"]');
      index = own ? items.indexOf(own) + (forward ? 0 : 1) : -1;
    }
    const next = items[index + (forward ? 1 : -1)];
    if (!next) return;
    event.preventDefault();
    next.focus();
  };

  return (
    <div className="rv-transcript">
      <TranscriptStyles />
      <p id={hintId} className="rv-visually-hidden">{labels.keyboardHint}</p>
      {segments.length === 0 ? (
        <p className="rv-transcript__empty">{labels.empty}</p>
      ) : (
        <ol ref={list} className="rv-transcript__list" aria-label={labels.transcript} aria-describedby={hintId} onKeyDown={onKeyDown}>
          {segments.map((segment, index) => (
            <SegmentItem
              key={segment.position}
              segment={segment}
              tokens={tokens[index] ?? null}
              color={colors.colorOf(segment.spk)}
              player={player}
              labels={labels}
              actions={renderActions?.(segment)}
              editor={renderEditor?.(segment)}
            />
          ))}
        </ol>
      )}
    </div>
  );
}

interface SegmentItemProps {
  segment: RecognizedSegment;
  tokens: TranscriptToken[] | null;
  color: string;
  player: AudioController;
  labels: TranscriptLabels;
  actions: ReactNode;
  editor: ReactNode;
}

/** One segment; re-renders only when the word being said inside it changes. */
const SegmentItem = memo(function SegmentItem({ segment, tokens, color, player, labels, actions, editor }: SegmentItemProps) {
  const state = usePlayerSelector(player, (snapshot) => segmentPlayState(segment, tokens, snapshot.time));
  const style = { '--spk': color } as CSSProperties;
  return (
    <li className={`rv-seg${state > -2 ? ' rv-seg--current' : ''}`} style={style} data-position={segment.position}>
      <div className="rv-seg__head">
        <button
          type="button"
          className="rv-seg__time"
          data-nav="segment"
          onClick={() => player.seek(segment.start, { play: true })}
          aria-label={labels.playFrom(formatTime(segment.start), segment.spk)}
        >
          {formatTime(segment.start, { tenths: true })}
        </button>
        {segment.spk && <span className="rv-seg__speaker">{segment.spk}</span>}
        {segment.oa && <span className={`rv-seg__oa rv-seg__oa--${segment.oa}`}>{labels.oa?.(segment.oa) ?? segment.oa}</span>}
        {actions ? <span className="rv-seg__actions">{actions}</span> : null}
      </div>
      {editor ?? (tokens ? (
        <p className="rv-seg__text">
          {tokens.map((token, index) => (
            <Fragment key={index}>
              <button
                type="button"
                tabIndex={-1}
                className="rv-word"
                data-nav="word"
                aria-current={index === state ? 'true' : undefined}
                title={formatTime(token.start, { tenths: true })}
                onClick={() => player.seek(token.start, { play: true })}
              >
                {token.text}
              </button>{' '}
            </Fragment>
          ))}
        </p>
      ) : (
        <p className="rv-seg__text rv-seg__text--plain">{segment.sent}</p>
      ))}
    </li>
  );
});
