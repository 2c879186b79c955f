import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@speechdeck/core';
import MedPage from './med-page.tsx';
import { fakeMedHost, medResult } from './testing/fake-med-host.ts';
import { renderWithPlatform } from './testing/render-with-platform.tsx';

afterEach(cleanup);

const file = () => new File([new Uint8Array(2048)], 'ward-round.wav', { type: 'audio/wav' });

async function chooseFile(user: ReturnType<typeof userEvent.setup>) {
  await user.upload(document.querySelector<HTMLInputElement>('input[type=file]')!, file());
}

describe('/med', () => {
  it('uploads the file, queues its medical recognition, and shows the terms marked, counted and listed', async () => {
    const user = userEvent.setup();
    const { calls } = renderWithPlatform(<MedPage />, fakeMedHost().routes);
    const start = screen.getByRole('button', { name: 'Recognize medical terms' });
    expect((start as HTMLButtonElement).disabled).toBe(true);
    await chooseFile(user);
    await user.click(start);

    const table = await screen.findByRole('table', { name: 'Terms' }, { timeout: 4000 });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(expect.arrayContaining(['POST /api/stt/uploadFile', 'POST /api/stt/recognizeMedUploadedFile/{x}', 'GET /api/stt/recognizeMed/{id}']));
    const queued = calls.find((c) => c.path === '/api/stt/recognizeMedUploadedFile/{x}')!;
    expect(queued.params).toEqual({ x: `${'a'.repeat(32)}.wav` });
    expect(queued.query).toEqual({ language: 'en', fn: 'ward-round.wav' });

    // One row per term and kind, first said first; metoprolol is said twice.
    const rows = within(table).getAllByRole('row').slice(1).map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['hypertension', 'Condition', '1', '0:01.1', '▶'],
      ['metoprolol', 'Drug', '2', '0:02.3', '▶'],
      ['fifty milligrams', 'Dose', '1', '0:04.9', '▶'],
    ]);
    expect((within(table).getByRole('button', { name: 'Play “metoprolol” from 0:02.3' }) as HTMLButtonElement).disabled).toBe(false);

    // The legend counts every saying by kind, kinds without terms too.
    const legend = screen.getByRole('list', { name: 'Kinds of term' });
    expect(within(legend).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Drug: 2 terms', 'Condition: 1 term', 'Anatomy: 0 terms', 'Procedure: 0 terms', 'Test: 0 terms', 'Dose: 1 term', 'Unit: 0 terms',
    ]);

    // The transcript marks each term's words in its kind's colour, a multi-word term as one.
    // (The workspace's transcript loads on first use.)
    const marked = () => [...document.querySelectorAll<HTMLElement>('.med-text .med-term')].map((mark) => `${mark.textContent}|${mark.dataset.category}`);
    await waitFor(() => expect(marked()).toEqual(['hypertension|condition', 'metoprolol|drug', 'metoprolol|drug', 'fifty milligrams|dose']), { timeout: 4000 });
    expect(screen.getByTitle('Dose: fifty milligrams').classList).toContain('med-term--dose');
    expect(screen.getByText('Recognized with 85,621 medical words added to pocketsphinx\'s vocabulary.').tagName).toBe('LI');
  });

  it('recognizes in the language chosen, and says which ones this server cannot do', async () => {
    const user = userEvent.setup();
    const { calls } = renderWithPlatform(<MedPage />, fakeMedHost({ served: ['en', 'tr'] }).routes);
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['English (en)', 'Turkish (tr)']);
    await user.selectOptions(select, 'tr');
    await chooseFile(user);
    await user.click(screen.getByRole('button', { name: 'Recognize medical terms' }));
    await waitFor(() => expect(calls.find((c) => c.path === '/api/stt/recognizeMedUploadedFile/{x}')?.query).toMatchObject({ language: 'tr' }));
  });

  it('marks a language this server does not recognize', async () => {
    renderWithPlatform(<MedPage />, fakeMedHost({ served: ['en'] }).routes);
    expect(await screen.findByRole('option', { name: 'Turkish (tr) · not available here' })).toBeTruthy();
  });

  it('has the server fetch a link, and refuses text that is not one', async () => {
    const user = userEvent.setup();
    const { calls } = renderWithPlatform(<MedPage />, fakeMedHost().routes);
    const field = screen.getByRole('textbox', { name: 'Or a link to a media file' });
    await user.type(field, 'rounds.mp3');
    await user.click(screen.getByRole('button', { name: 'Use link' }));
    expect(screen.getByText('Enter a full http:// or https:// link.').className).toBe('field__error');
    await user.clear(field);
    await user.type(field, 'https://example.org/rounds.mp3');
    await user.click(screen.getByRole('button', { name: 'Use link' }));
    expect(screen.getByTestId('chosen-input').textContent).toBe('https://example.org/rounds.mp3');
    await user.click(screen.getByRole('button', { name: 'Recognize medical terms' }));
    await screen.findByRole('table', { name: 'Terms' }, { timeout: 4000 });
    expect(calls.find((c) => c.path === '/api/stt/uploadLink')?.query).toEqual({ link: 'https://example.org/rounds.mp3' });
    expect(calls.some((c) => c.path === '/api/stt/uploadFile')).toBe(false);
  });

  it('shows the job again after a reload, for the same person only: its progress while it runs, then its result', async () => {
    const user = userEvent.setup();
    let finished = false;
    const routes = {
      ...fakeMedHost().routes,
      'GET /api/stt/recognizeMed/{id}': () => (finished ? medResult() : medResult({ status: 'running', progress: 0.4, segments: [], text: '' })),
    };
    renderWithPlatform(<MedPage />, routes, 'en', 'ada@example.org');
    await chooseFile(user);
    await user.click(screen.getByRole('button', { name: 'Recognize medical terms' }));
    await waitFor(() => expect(screen.getByTestId('job-progress').dataset.status).toBe('running'));
    cleanup();

    // Reloaded while it runs: the page finds the job, names its file, shows its progress, and follows it to its result.
    renderWithPlatform(<MedPage />, routes, 'en', 'ada@example.org');
    expect(await screen.findByText('Your last recognition: ward-round.wav')).toBeTruthy();
    expect(screen.getByTestId('job-progress').dataset.status).toBe('running');
    expect(screen.getByRole('progressbar', { name: 'Recognition' }).getAttribute('aria-valuenow')).toBe('40');
    finished = true;
    expect(await screen.findByRole('table', { name: 'Terms' }, { timeout: 4000 })).toBeTruthy();
    cleanup();

    // Finished: its result again.
    renderWithPlatform(<MedPage />, routes, 'en', 'ada@example.org');
    expect(await screen.findByRole('table', { name: 'Terms' }, { timeout: 4000 })).toBeTruthy();
    cleanup();

    // Someone else signing in on this browser sees none of it.
    const { calls } = renderWithPlatform(<MedPage />, routes, 'en', 'bob@example.org');
    expect(screen.queryByTestId('job-progress')).toBeNull();
    expect(calls.some((c) => c.path === '/api/stt/recognizeMed/{id}')).toBe(false);
  });

  it('forgets a kept job the host no longer has', async () => {
    const user = userEvent.setup();
    const host = fakeMedHost();
    renderWithPlatform(<MedPage />, host.routes, 'en', 'cy@example.org');
    await chooseFile(user);
    await user.click(screen.getByRole('button', { name: 'Recognize medical terms' }));
    await screen.findByRole('table', { name: 'Terms' }, { timeout: 4000 });
    cleanup();

    // Deleted in the workspace meanwhile: back to choosing, with no failure left on the page.
    const { calls } = renderWithPlatform(<MedPage />, { ...host.routes, 'GET /api/stt/recognizeMed/{id}': () => { throw new ApiError(404, 'Result not found.'); } }, 'en', 'cy@example.org');
    await waitFor(() => expect(calls.some((c) => c.path === '/api/stt/recognizeMed/{id}')).toBe(true));
    expect(await screen.findByRole('button', { name: 'Recognize medical terms' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByTestId('job-progress')).toBeNull();
  });

  it('shows a refusal in the person\'s words with the host\'s reason under it', async () => {
    const user = userEvent.setup();
    const refuse = new ApiError(422, "No recognizer for 'tr' (languages served here: en). Set SPEECHDECK_ASR_TR=openai.");
    renderWithPlatform(<MedPage />, fakeMedHost({ refuse }).routes);
    await chooseFile(user);
    await user.click(screen.getByRole('button', { name: 'Recognize medical terms' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Medical terms cannot be recognized in English (en) on this server.');
    expect(alert.textContent).toContain('SPEECHDECK_ASR_TR=openai');
  });
});
