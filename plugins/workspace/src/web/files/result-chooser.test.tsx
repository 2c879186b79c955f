import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { platformRenderer } from '@speechdeck/core/web/testing';
import type { ResultSummary } from '../../index.ts';
import { hasTranscript } from './has-transcript.ts';
import { ResultChooser, type ResultChooserLabels } from './result-chooser.tsx';

afterEach(cleanup);

const render = platformRenderer();
const labels: ResultChooserLabels = { pick: 'Result', choose: 'Choose a result', loading: 'Loading…', none: 'No transcript to read yet.' };

const summary = (processId: string, language: string, preview: string): ResultSummary => ({
  processId, userId: 7, fn: 'conv.wav', language, status: 'done', error: null, progress: 1, duration: 29, createdAt: '2026-01-01T00:00:00.000Z',
  options: { language, isDiarize: true, vad: true, punct: false, sentText: false, oa: false }, notes: [], engine: null,
  segmentCount: 4, speakers: ['S1', 'S2'], preview,
});
// The same call recognized, and diarized and saved from the speaker page: turns without text.
const transcript = summary('transcript', 'en', 'hello there how are you');
const diarization = summary('diarization', 'und', '');
const routes = { 'GET /api/elastic/getResponseFromElastic': () => [diarization, transcript] };

const options = async () => within(await screen.findByLabelText('Result')).getAllByRole('option').slice(1).map((option) => [option.getAttribute('value'), option.textContent]);

describe('ResultChooser', () => {
  it('offers only the results the page can use', async () => {
    render(<ResultChooser value={null} onChoose={() => {}} labels={labels} usable={hasTranscript} />, routes);
    expect(await options()).toEqual([['transcript', 'conv.wav · 0:29']]);
  });

  it('says what the page needs when none of the results fits', async () => {
    render(<ResultChooser value={null} onChoose={() => {}} labels={labels} usable={(result) => hasTranscript(result) && result.language === 'tr'} />, routes);
    expect(await screen.findByText('No transcript to read yet.')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('tells a result without text from the transcript of the same file, where both are offered', async () => {
    render(<ResultChooser value={null} onChoose={() => {}} labels={{ ...labels, noText: 'speakers only, no text' }} />, routes);
    expect(await options()).toEqual([['diarization', 'conv.wav · 0:29 · speakers only, no text'], ['transcript', 'conv.wav · 0:29']]);
  });
});
