import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createAudioController, speakerColors } from '@speechdeck/core/web';
import type { RecognizedSegment } from '../../index.ts';
import { TranscriptView } from './lazy-transcript.tsx';
import type { TranscriptLabels } from './transcript-view.tsx';

afterEach(cleanup);

const labels: TranscriptLabels = {
  transcript: 'Transcript',
  keyboardHint: 'Arrows move between words.',
  playFrom: (time, speaker) => `Play from ${time}${speaker ? `, ${speaker}` : ''}`,
  empty: 'Nothing said.',
};

const segment = (position: number, spk: string | null, words: [string, number, number][], sent = words.map(([w]) => w).join(' ')): RecognizedSegment => ({
  position, spk, sent, kw: [], oa: null,
  start: words[0]?.[1] ?? 0,
  end: words.at(-1)?.[2] ?? 0,
  words: words.map(([w, start, end]) => ({ w, start, end })),
});

const SEGMENTS = [
  segment(0, 'S1', [['good', 0.5, 0.9], ['morning', 0.95, 1.5], ['everyone', 1.6, 2.2]], 'Good morning, everyone.'),
  segment(1, 'S2', [['thanks', 3.0, 3.4], ['for', 3.45, 3.6], ['coming', 3.65, 4.2]]),
  segment(2, 'S1', [['old', 5.0, 5.3], ['words', 5.4, 5.9]], 'A corrected sentence.'),
];

async function renderTranscript() {
  const player = createAudioController();
  render(<TranscriptView segments={SEGMENTS} player={player} colors={speakerColors(SEGMENTS)} labels={labels} />);
  const list = await screen.findByRole('list', { name: 'Transcript' });
  return { player, list };
}

describe('TranscriptView', () => {
  it('shows each segment with its time, speaker and words, in the text as written', async () => {
    const { list } = await renderTranscript();
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByRole('button', { name: 'Play from 0:00, S1' }).textContent).toBe('0:00.5');
    // Punctuation and casing from the sentence, timings from the words.
    expect(within(items[0]!).getAllByRole('button').slice(1).map((button) => button.textContent)).toEqual(['Good', 'morning,', 'everyone.']);
    expect(within(items[1]!).getByText('S2')).toBeTruthy();
    // An edited segment no longer matches its word timings: its text is shown whole.
    expect(within(items[2]!).getByText('A corrected sentence.').tagName).toBe('P');
    expect(within(items[2]!).getAllByRole('button')).toHaveLength(1);
  });

  it('seeks the player to a word or a segment when it is clicked', async () => {
    const { player, list } = await renderTranscript();
    fireEvent.click(within(list).getByRole('button', { name: 'coming' }));
    expect(player.getSnapshot().time).toBe(3.65);
    fireEvent.click(within(list).getByRole('button', { name: 'Play from 0:00, S1' }));
    expect(player.getSnapshot().time).toBe(0.5);
  });

  it('highlights the word being said as the playhead moves, and its segment', async () => {
    const { player, list } = await renderTranscript();
    const current = () => list.querySelectorAll('[aria-current="true"]');
    expect(current()).toHaveLength(0);

    act(() => player.seek(1.2));
    expect([...current()].map((word) => word.textContent)).toEqual(['morning,']);
    expect(within(list).getAllByRole('listitem')[0]!.className).toContain('rv-seg--current');

    act(() => player.seek(3.5));
    expect([...current()].map((word) => word.textContent)).toEqual(['for']);
    expect(within(list).getAllByRole('listitem')[0]!.className).not.toContain('rv-seg--current');

    // Between segments nothing is lit.
    act(() => player.seek(4.7));
    expect(current()).toHaveLength(0);
  });

  it('walks the words with the arrow keys and the segments with Up and Down', async () => {
    const { list } = await renderTranscript();
    const first = within(list).getByRole('button', { name: 'Play from 0:00, S1' });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(document.activeElement?.textContent).toBe('Good');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement?.textContent).toBe('morning,');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Play from 0:03, S2');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(first);
  });

  it('says so when nothing was recognized', async () => {
    render(<TranscriptView segments={[]} player={createAudioController()} colors={speakerColors([])} labels={labels} />);
    expect(await screen.findByText('Nothing said.')).toBeTruthy();
  });
});
