import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@speechdeck/core';
import type { EnrolledSpeaker } from '@speechdeck/plugin-speaker';
import type { CloneJob } from '../contract/vc-api.ts';
import { renderWithPlatform, type FakeRoutes } from './testing/render-with-platform.tsx';
import VcPage from './vc-page.tsx';

afterEach(cleanup);

const TEXT = 'The north wind and the sun were disputing.';
const READER: EnrolledSpeaker = {
  spk: 'Reader', clips: 2, seconds: 41.2, enrolledAt: '2026-11-22T10:00:00.000Z', updatedAt: '2026-11-22T10:00:00.000Z',
  quality: { level: 'good', note: 'Enough clean speech for a reliable voiceprint.' },
};

/** The calls the page makes, answered as the host answers them: a queued clone is done at its first poll. */
function fakeVcHost(speakers: EnrolledSpeaker[]) {
  const clones: CloneJob[] = [];
  const sent: FormData[] = [];
  const routes: FakeRoutes = {
    'GET /api/vc/engines': () => ({ engines: [{ id: 'voice-matching', name: 'Voice matching (offline)', isDefault: true }] }),
    'GET /api/tts/voices': () => ({ voices: [{ id: 'flite:slt', name: 'slt', language: 'en', gender: 'female', engine: 'flite' }] }),
    'GET /api/sv/getSpeakers': () => ({ speakers }),
    'GET /api/vc/clone': () => ({ clones }),
    'POST /api/vc/cloneQueue': (call) => {
      sent.push(call.body as FormData);
      const id = `c${clones.length + 1}`;
      clones.unshift({
        id, status: 'done', progress: 1, error: null, title: TEXT, language: 'en', format: 'wav', duration: 2.5, fileName: `${id}.wav`, createdAt: '2026-11-22T10:05:00.000Z',
        report: { engine: 'voice-matching', baseVoice: 'flite:rms', referencePitchHz: 101.5, outputPitchHz: 99, similarity: 0.93, unmatchedSimilarity: 0.6 },
      });
      return { id };
    },
    'GET /api/vc/clone/{id}': (call) => clones.find((clone) => clone.id === (call.params as { id: string }).id),
    'GET /api/vc/clone/{id}/audio': () => new TextEncoder().encode('RIFF').buffer,
  };
  return { routes, sent };
}

/** Text and a recording of the voice, then Clone. */
async function cloneFromFile() {
  await waitFor(() => expect((screen.getByRole('combobox', { name: 'Engine' }) as HTMLSelectElement).value).toBe('voice-matching'));
  fireEvent.change(screen.getByLabelText('Text to speak'), { target: { value: TEXT } });
  fireEvent.drop(screen.getByTestId('file-drop-zone'), { dataTransfer: { files: [new File(['RIFF'], 'my-voice.wav', { type: 'audio/wav' })] } });
  fireEvent.click(screen.getByRole('button', { name: 'Clone' }));
}

describe('the /vc page', () => {
  it("clones in the voice of one of the user's enrolled speakers: the form names it as spk and sends no recording", async () => {
    const host = fakeVcHost([READER]);
    renderWithPlatform(<VcPage />, host.routes);
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Engine' }) as HTMLSelectElement).value).toBe('voice-matching'));
    fireEvent.change(screen.getByLabelText('Text to speak'), { target: { value: TEXT } });

    fireEvent.click(screen.getByRole('tab', { name: 'Enrolled speaker' }));
    const clone = screen.getByRole('button', { name: 'Clone' }) as HTMLButtonElement;
    expect(clone.disabled).toBe(true);
    expect(screen.getByText('Choose one of your enrolled speakers first.')).toBeTruthy();
    fireEvent.change(await screen.findByRole('combobox', { name: 'Speaker to clone' }), { target: { value: 'Reader' } });
    expect(clone.disabled).toBe(false);
    fireEvent.click(clone);

    await waitFor(() => expect(host.sent).toHaveLength(1));
    const form = host.sent[0]!;
    expect(Object.fromEntries(form)).toEqual({ text: TEXT, language: 'en', format: 'wav', engine: 'voice-matching', spk: 'Reader' });
    expect(form.has('reference')).toBe(false);

    const result = await screen.findByRole('region', { name: 'Cloned voice' });
    expect(within(result).getByTestId('clone-engine').textContent).toBe('Made by Voice matching (offline)');
    // The browser has no audio of an enrolled speaker: nothing to compare with, and the page says no more than it has.
    expect(within(result).queryByRole('group', { name: 'Compare' })).toBeNull();
  });

  it('shows a running clone again after a reload, with its progress, then its result without the A/B it has no reference for; never to someone else', async () => {
    const host = fakeVcHost([]);
    let finished = false;
    const routes: FakeRoutes = {
      ...host.routes,
      'GET /api/vc/clone/{id}': (call) => {
        const stored = host.routes['GET /api/vc/clone/{id}']!(call) as CloneJob;
        return finished ? stored : { ...stored, status: 'running', progress: 0.4, duration: null, report: null };
      },
    };
    renderWithPlatform(<VcPage />, routes, 'en', 'ada@example.org');
    await cloneFromFile();
    await waitFor(() => expect(screen.getByTestId('clone-progress').dataset.status).toBe('running'));
    cleanup();

    // Reloaded (or left and come back to, or logged out and in again) while it runs.
    renderWithPlatform(<VcPage />, routes, 'en', 'ada@example.org');
    expect(await screen.findByText(`Your last clone: “${TEXT}”`)).toBeTruthy();
    expect(screen.getByTestId('clone-progress').dataset.status).toBe('running');
    expect(screen.getByRole('progressbar', { name: 'Cloning' }).getAttribute('aria-valuenow')).toBe('40');
    expect((screen.getByRole('button', { name: 'Cloning…' }) as HTMLButtonElement).disabled).toBe(true);
    finished = true;
    const result = await screen.findByRole('region', { name: 'Cloned voice' }, { timeout: 4000 });
    expect(within(result).getByTestId('clone-engine').textContent).toBe('Made by Voice matching (offline)');
    // The reference recording stayed in the page that sent it: no A/B, and nothing said of one.
    expect(within(result).queryByRole('group', { name: 'Compare' })).toBeNull();
    cleanup();

    // Finished: its result again.
    renderWithPlatform(<VcPage />, routes, 'en', 'ada@example.org');
    expect(await screen.findByRole('region', { name: 'Cloned voice' })).toBeTruthy();
    cleanup();

    // Someone else signing in on this browser sees none of it.
    const { calls } = renderWithPlatform(<VcPage />, routes, 'en', 'bob@example.org');
    expect(screen.queryByTestId('clone-progress')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Cloned voice' })).toBeNull();
    expect(calls.some((call) => call.path === '/api/vc/clone/{id}')).toBe(false);
  });

  it('forgets a kept clone the host no longer has, without a word', async () => {
    const host = fakeVcHost([]);
    renderWithPlatform(<VcPage />, host.routes, 'en', 'cy@example.org');
    await cloneFromFile();
    await screen.findByRole('region', { name: 'Cloned voice' });
    cleanup();

    // Deleted elsewhere meanwhile: nothing shown, no failure, nothing kept.
    const gone = renderWithPlatform(<VcPage />, { ...host.routes, 'GET /api/vc/clone/{id}': () => { throw new ApiError(404, "No clone with id 'c1'."); } }, 'en', 'cy@example.org');
    await waitFor(() => expect(gone.calls.some((call) => call.path === '/api/vc/clone/{id}')).toBe(true));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.queryByRole('region', { name: 'Cloned voice' })).toBeNull();
    cleanup();
    const after = renderWithPlatform(<VcPage />, host.routes, 'en', 'cy@example.org');
    expect(after.calls.some((call) => call.path === '/api/vc/clone/{id}')).toBe(false);
  });
});
