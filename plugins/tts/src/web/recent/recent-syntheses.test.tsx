import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onNotice, type Notice } from '@speechdeck/core/web';
import { fakeTtsHost } from '../testing/fake-tts-host.ts';
import { renderWithPlatform } from '../testing/render-with-platform.tsx';
import { VOICES } from '../testing/voices.ts';
import { RecentSyntheses } from './recent-syntheses.tsx';

let notices: Notice[] = [];
let stopListening = () => {};
beforeEach(() => {
  notices = [];
  stopListening = onNotice((notice) => notices.push(notice));
});
afterEach(() => {
  stopListening();
  cleanup();
});

function renderList() {
  const host = fakeTtsHost();
  host.store({ text: 'The north wind and the sun.', language: 'en', voice: 'flite:slt', format: 'mp3' }, 'done');
  host.routes['POST /api/tts/synthesizeQueue']!({ method: 'POST', path: '', body: { text: 'A long story.', language: 'en', voice: 'flite:awb', format: 'wav' } });
  Object.assign(host.syntheses[0]!, { status: 'running', progress: 0.25 });
  // The list answers after a moment, as over a network: the page re-renders meanwhile.
  const list = host.routes['GET /api/tts/synthesize']!;
  host.routes['GET /api/tts/synthesize'] = (call) => new Promise((answer) => setTimeout(() => answer(list(call)), 30));
  const onDeleted = vi.fn();
  const view = renderWithPlatform(<RecentSyntheses voices={VOICES} onDeleted={onDeleted} />, host.routes);
  return { ...view, host, onDeleted };
}

describe('Recent syntheses', () => {
  it('lists each with its voice, duration and format, a bar for the running one, and follows it until it is done', async () => {
    const { host } = renderList();
    const list = await screen.findByRole('list', { name: 'Recent syntheses' });
    const [running, done] = within(list).getAllByRole('listitem');
    expect(within(running!).getByRole('heading').textContent).toBe('A long story.');
    expect(within(running!).getByRole('progressbar', { name: 'Synthesis of “A long story.”' }).getAttribute('aria-valuenow')).toBe('25');
    expect(within(running!).queryByRole('button', { name: 'Play' })).toBeNull();
    expect(done!.textContent).toContain('slt · 0:01 · MP3');
    expect(within(done!).queryByRole('progressbar')).toBeNull();

    Object.assign(host.syntheses[0]!, { status: 'done', progress: 1, duration: 3 });
    await waitFor(() => expect(running!.dataset.status).toBe('done'), { timeout: 3000 });
    expect(within(running!).getByRole('button', { name: 'Play' })).toBeTruthy();
  });

  it('plays one in its row from audio fetched with the token', async () => {
    const { calls } = renderList();
    const list = await screen.findByRole('list', { name: 'Recent syntheses' });
    const done = within(list).getAllByRole('listitem')[1]!;
    fireEvent.click(within(done).getByRole('button', { name: 'Play' }));
    const audio = await within(done).findByLabelText('Audio of “The north wind and the sun.”');
    expect(audio.getAttribute('src')).toMatch(/^blob:/);
    expect(calls.filter((call) => call.path === '/api/tts/synthesize/{id}/audio').map((call) => call.params)).toEqual([{ id: 's1' }]);
    expect(within(done).getByRole('button', { name: 'Hide player' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('deletes one only once asked and confirmed, and says so', async () => {
    const { calls, onDeleted } = renderList();
    const list = await screen.findByRole('list', { name: 'Recent syntheses' });
    const done = within(list).getAllByRole('listitem')[1]!;
    fireEvent.click(within(done).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this synthesis?' });
    expect(dialog.textContent).toContain('“The north wind and the sun.” and its audio will be deleted.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    fireEvent.click(within(done).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.params)).toEqual([{ id: 's1' }]);
    await waitFor(() => expect(notices).toEqual([{ kind: 'success', message: '“The north wind and the sun.” is deleted.' }]));
    expect(onDeleted).toHaveBeenCalledWith('s1');
  });
});
