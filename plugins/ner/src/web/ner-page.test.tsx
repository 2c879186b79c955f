import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@speechdeck/core';
import { MAX_NER_TEXT_CHARS, type EntitiesResponse, type EntityHit } from '../index.ts';
import NerPage from './ner-page.tsx';
import { renderWithPlatform } from './testing/render-with-platform.tsx';

afterEach(cleanup);

const TEXT = 'Tim Cook met Ayşe in Berlin.';
const textAnswer: EntitiesResponse = {
  language: 'en', text: TEXT,
  entities: [{ text: 'Tim Cook', type: 'PERSON', start: 0, end: 8 }, { text: 'Ayşe', type: 'PERSON', start: 13, end: 17 }, { text: 'Berlin', type: 'PLACE', start: 21, end: 27 }],
};
const segment = { position: 0, start: 0, end: 3, spk: null, sent: 'we met sarah in denver', kw: [], oa: null, words: [] };
const transcript = {
  processId: 'call-1', userId: 7, fn: 'call.wav', language: 'en', status: 'done', error: null, progress: 1, duration: 3, createdAt: '2026-01-01T00:00:00.000Z',
  options: { language: 'en', isDiarize: false, vad: false, punct: false, sentText: false, oa: false }, text: segment.sent, segments: [segment], notes: [], engine: 'pocketsphinx',
};
const summary = { ...transcript, segmentCount: 1, speakers: [], preview: segment.sent };
const hit: EntityHit = { ...segment, processId: 'call-1', userId: 7, fn: 'call.wav', entities: [{ text: 'sarah', type: 'PERSON', start: 7, end: 12, segment: 0 }] };

describe('/namerecognition', () => {
  it('marks the entities of a text by type, named on hover and focus, and counts them per type', async () => {
    const user = userEvent.setup();
    const { calls } = renderWithPlatform(<NerPage />, { 'POST /api/ner/entities': () => textAnswer });
    const find = screen.getByRole('button', { name: 'Find entities' });
    expect((find as HTMLButtonElement).disabled).toBe(true);
    await user.type(screen.getByLabelText('Text to read'), TEXT);
    await user.click(find);
    const result = await screen.findByRole('region', { name: 'Entities' });
    expect(calls.find((c) => c.path === '/api/ner/entities')?.body).toEqual({ text: TEXT, language: 'en' });
    const marks = within(result).getAllByTitle(/^(Person|Place): /);
    expect(marks.map((m) => [m.textContent, m.getAttribute('title'), m.tagName])).toEqual([
      ['Tim Cook', 'Person: Tim Cook', 'MARK'], ['Ayşe', 'Person: Ayşe', 'MARK'], ['Berlin', 'Place: Berlin', 'MARK'],
    ]);
    expect(marks[0]!.tabIndex).toBe(0);
    const legend = within(result).getByRole('list', { name: 'Types' });
    expect(within(legend).getByText('Person: 2')).toBeTruthy();
    expect(within(legend).getByText('Place: 1')).toBeTruthy();
    expect(within(legend).getByText('Money: 0')).toBeTruthy();
  });

  it('keeps a pasted text past the limit whole, says it is too long and holds the search', async () => {
    const user = userEvent.setup();
    renderWithPlatform(<NerPage />);
    const box = screen.getByLabelText('Text to read');
    await user.click(box);
    await user.paste('a'.repeat(MAX_NER_TEXT_CHARS + 2_500));
    expect((box as HTMLTextAreaElement).value).toHaveLength(MAX_NER_TEXT_CHARS + 2_500);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('character-limit').textContent).toBe('102,500 of 100,000 characters. Too long: at most 100,000 characters are read at once. Shorten the text or split it.');
    expect((screen.getByRole('button', { name: 'Find entities' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers only transcripts with text in a language it reads, not a saved diarization of the same call', async () => {
    const user = userEvent.setup();
    const diarization = { ...summary, processId: 'call-1-speakers', language: 'und', preview: '', engine: 'speaker-diarize' };
    const german = { ...summary, processId: 'call-de', fn: 'anruf.wav', language: 'de' };
    renderWithPlatform(<NerPage />, { 'GET /api/elastic/getResponseFromElastic': () => [diarization, german, summary] });
    await user.click(screen.getByRole('radio', { name: 'A transcript' }));
    const chooser = await screen.findByLabelText('Transcript');
    expect(within(chooser).getAllByRole('option').map((option) => option.getAttribute('value'))).toEqual(['', 'call-1']);
  });

  it('says what the host refused', async () => {
    const user = userEvent.setup();
    renderWithPlatform(<NerPage />, { 'POST /api/ner/entities': () => { throw new ApiError(422, "Named entities are found in English (en) and Turkish (tr), not 'de'."); } });
    await user.type(screen.getByLabelText('Text to read'), 'Hallo');
    await user.click(screen.getByRole('button', { name: 'Find entities' }));
    expect(await screen.findByText("Named entities are found in English (en) and Turkish (tr), not 'de'.")).toBeTruthy();
  });

  it('reads a chosen transcript in its own language, plays an entity when clicked, and finds it in the workspace', async () => {
    const user = userEvent.setup();
    const { calls } = renderWithPlatform(<NerPage />, {
      'GET /api/elastic/getResponseFromElastic': () => [summary],
      'POST /api/ner/entities': () => ({ language: 'en', text: segment.sent, processId: 'call-1', entities: [{ text: 'sarah', type: 'PERSON', start: 7, end: 12, segment: 0, time: { start: 1, end: 1.4 } }] }),
      'GET /api/elastic/getRespByJustProcessIdFromElastic': () => transcript,
      'POST /api/elastic/mediaToken': () => ({ token: 't', expiresAt: '2026-01-01T01:00:00.000Z', url: '/api/elastic/load_audio/call-1?t=t' }),
      'GET /api/ner/search': () => [hit],
    });
    await user.click(screen.getByRole('radio', { name: 'A transcript' }));
    await user.selectOptions(await screen.findByLabelText('Transcript'), 'call-1');
    await user.click(screen.getByRole('button', { name: 'Find entities' }));
    const sarah = await screen.findByRole('button', { name: 'Play Person: sarah' });
    expect(calls.find((c) => c.path === '/api/ner/entities')?.body).toEqual({ processId: 'call-1', language: undefined });
    await user.click(sarah);
    await waitFor(() => expect(calls.some((c) => c.path === '/api/elastic/mediaToken')).toBe(true));

    await user.selectOptions(screen.getByLabelText('Type'), 'PERSON');
    await user.type(screen.getByLabelText('Entity text'), 'sarah');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const hits = await screen.findByRole('list', { name: 'Segments found' });
    expect(within(hits).getByText('Person: sarah')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/ner/search')?.query).toEqual({ type: 'PERSON', text: 'sarah' });
  });
});
