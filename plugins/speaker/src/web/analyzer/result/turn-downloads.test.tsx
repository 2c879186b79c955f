import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SpeakerAnalysis } from '../../../contract/sv-api.ts';
import { renderWithPlatform } from '../../testing/render-with-platform.tsx';
import { TurnDownloads } from './turn-downloads.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  cleanup();
});

const ANALYSIS: SpeakerAnalysis = {
  id: 'a1', kind: 'track', status: 'done', progress: 1, error: null, fileName: 'board meeting.m4a', duration: 9, requestedSpeakers: 2,
  segments: [
    { start: 0.25, end: 3.5, spk: 'Ayşe Yılmaz' },
    { start: 3.75, end: 6, spk: 'S1' },
    { start: 6.1, end: 8.9, spk: 'Ayşe Yılmaz' },
  ],
  speakers: [{ spk: 'Ayşe Yılmaz', seconds: 6.05, enrolled: true, score: 0.8 }, { spk: 'S1', seconds: 2.25, enrolled: false, score: null }],
  processId: null, createdAt: '2026-11-22T10:00:00.000Z',
};

/** Clicks a download button and answers the file the browser was handed: its name and its text. */
async function download(name: string) {
  const blobs: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return `blob:test/${blobs.length}`;
  });
  const names: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  fireEvent.click(screen.getByRole('button', { name }));
  expect(names).toHaveLength(1);
  return { name: names[0], text: await blobs[0]!.text(), type: blobs[0]!.type };
}

describe('TurnDownloads', () => {
  it('downloads the whole analysis as JSON, as the CLI writes it', async () => {
    renderWithPlatform(<TurnDownloads analysis={ANALYSIS} />);
    const file = await download('Download the turns as JSON');
    expect(file.name).toBe('board meeting.json');
    expect(JSON.parse(file.text)).toEqual(ANALYSIS);
  });

  it('downloads RTTM, one line per turn with the recording as file id, names without spaces', async () => {
    renderWithPlatform(<TurnDownloads analysis={ANALYSIS} />);
    const file = await download('Download the turns as RTTM');
    expect(file.name).toBe('board meeting.rttm');
    expect(file.text.trimEnd().split('\n')).toEqual([
      'SPEAKER board_meeting 1 0.250 3.250 <NA> <NA> Ayşe_Yılmaz <NA> <NA>',
      'SPEAKER board_meeting 1 3.750 2.250 <NA> <NA> S1 <NA> <NA>',
      'SPEAKER board_meeting 1 6.100 2.800 <NA> <NA> Ayşe_Yılmaz <NA> <NA>',
    ]);
  });

  it('downloads SRT, a cue per turn naming its speaker', async () => {
    renderWithPlatform(<TurnDownloads analysis={ANALYSIS} />);
    const file = await download('Download the turns as SRT');
    expect(file.name).toBe('board meeting.srt');
    expect(file.text.split('\n\n')[1]).toBe('2\n00:00:03,750 --> 00:00:06,000\nS1');
    expect(file.text.match(/-->/g)).toHaveLength(3);
  });
});
