import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@speechdeck/core';
import type { Enrollment } from '../../contract/sv-api.ts';
import { enrolled, fakeSvHost, sentFile } from '../testing/fake-sv-host.ts';
import { renderWithPlatform, type FakeCall } from '../testing/render-with-platform.tsx';
import { EnrollPanel } from './enroll-panel.tsx';

afterEach(cleanup);

const voice = (name = 'ayse-reading.wav') => new File(['RIFF....WAVE'], name, { type: 'audio/wav' });
const nameField = () => screen.getByLabelText('Speaker name');
const drop = (file: File) => fireEvent.drop(screen.getByTestId('file-drop-zone'), { dataTransfer: { files: [file] } });

describe('EnrollPanel', () => {
  it('checks the name by the contract\'s rule before sending anything, and asks for a clip', async () => {
    const host = fakeSvHost();
    const { calls } = renderWithPlatform(<EnrollPanel />, host.routes);
    fireEvent.click(screen.getByRole('button', { name: 'Enroll' }));
    expect((await screen.findByText('Enter the speaker name.')).getAttribute('role')).toBe('alert');
    expect(nameField().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Choose a clip first: a file, a sample or a recording.')).toBeTruthy();

    fireEvent.change(nameField(), { target: { value: 'Unknown' } });
    // Editing the name clears its error until the next try.
    expect(screen.queryByText('Enter the speaker name.')).toBeNull();
    drop(voice());
    fireEvent.click(screen.getByRole('button', { name: 'Enroll' }));
    expect(await screen.findByText("'unknown' is the answer for no match; choose another name.")).toBeTruthy();

    fireEvent.change(nameField(), { target: { value: 'x'.repeat(101) } });
    fireEvent.click(screen.getByRole('button', { name: 'Enroll' }));
    expect(await screen.findByText('At most 100 characters.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it("points to the sample tab where it is, at the page's right edge", () => {
    renderWithPlatform(<EnrollPanel />, fakeSvHost().routes);
    fireEvent.click(screen.getByRole('tab', { name: 'Sample' }));
    expect(screen.getByText('Pick a recording from the “Sample Audios” tab at the right edge of the page: it becomes the clip.')).toBeTruthy();
  });

  it('says that an enrolled name adds the clip to that speaker, whatever the case', async () => {
    const host = fakeSvHost({ speakers: [enrolled('Ayşe', { clips: 2 })] });
    renderWithPlatform(<EnrollPanel />, host.routes);
    expect(screen.getByText('A new name enrolls a new speaker; an enrolled name adds the clip to that speaker.')).toBeTruthy();
    await waitFor(() => expect(document.querySelector('datalist option')?.getAttribute('value')).toBe('Ayşe'));
    fireEvent.change(nameField(), { target: { value: 'ayşe ' } });
    expect(screen.getByText('Adds a clip to Ayşe, enrolled already with 2 clips.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add the clip to Ayşe' })).toBeTruthy();
    fireEvent.change(nameField(), { target: { value: 'Ayşegül' } });
    expect(screen.queryByText(/Adds a clip to/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Enroll' })).toBeTruthy();
  });

  it('uploads the clip under the name, follows the job, and shows the speech found, the warnings and the voiceprint\'s quality', async () => {
    const note = 'Only 6.2 s of speech: enroll another clip of 15 s or more.';
    const host = fakeSvHost({
      enrollResult: () => ({
        speechSeconds: 6.2,
        warnings: ['The clip seems to hold 2 voices; only the main one was enrolled.', 'The clip is quiet: speak closer to the microphone.'],
        quality: { level: 'poor', note },
      }),
    });
    const { calls } = renderWithPlatform(<EnrollPanel />, host.routes);
    fireEvent.change(nameField(), { target: { value: '  Bob Smith ' } });
    const file = voice('bob.wav');
    drop(file);
    expect(screen.getByTestId('chosen-input').textContent).toBe('bob.wav');
    fireEvent.click(screen.getByRole('button', { name: 'Enroll' }));

    const result = await screen.findByTestId('enrollment-result');
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.path).toBe('/api/sv/enroll');
    expect(post.query).toEqual({ spk: 'Bob Smith' });
    expect([sentFile(post).name, sentFile(post).size]).toEqual([file.name, file.size]);
    expect(typeof post.onUploadProgress).toBe('function');
    expect(calls.some((call) => call.path === '/api/sv/enroll/{id}' && (call.params as { id: string }).id === 'e1')).toBe(true);

    expect(within(result).getByRole('heading').textContent).toBe('Bob Smith is enrolled');
    expect(result.textContent).toContain('bob.wav: 6.2 s of speech in 8.2 s.');
    const warnings = within(result).getByTestId('enrollment-warnings');
    expect(within(warnings).getByText('Check these 2 things about the clip:')).toBeTruthy();
    expect(within(warnings).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'The clip seems to hold 2 voices; only the main one was enrolled.',
      'The clip is quiet: speak closer to the microphone.',
    ]);
    expect(within(result).getByTestId('quality-badge').textContent).toBe('Poor');
    expect(within(result).getByText(note)).toBeTruthy();
    expect(screen.getByTestId('enrollment-progress').getAttribute('data-status')).toBe('done');
    expect(screen.getByRole('progressbar', { name: 'Upload' }).getAttribute('aria-valuenow')).toBe('100');
    // The list of names now holds the new speaker, for the next clip.
    await waitFor(() => expect(document.querySelector('datalist option')?.getAttribute('value')).toBe('Bob Smith'));
  });

  it('shows a running enrollment again after a reload, with its progress, then its result; never to someone else', async () => {
    const host = fakeSvHost();
    let finished = false;
    const routes = {
      ...host.routes,
      'GET /api/sv/enroll/{id}': (call: FakeCall) => {
        const stored = host.routes['GET /api/sv/enroll/{id}']!(call) as Enrollment;
        return finished ? stored : { ...stored, status: 'running', progress: 0.4, result: null };
      },
    };
    renderWithPlatform(<EnrollPanel />, routes, 'en', 'ada@example.org');
    fireEvent.change(nameField(), { target: { value: 'Ayşe' } });
    drop(voice());
    fireEvent.click(screen.getByRole('button', { name: 'Enroll' }));
    await waitFor(() => expect(screen.getByTestId('enrollment-progress').dataset.status).toBe('running'));
    cleanup();

    // Reloaded (or left and come back to, or logged out and in again) while it runs.
    renderWithPlatform(<EnrollPanel />, routes, 'en', 'ada@example.org');
    expect(await screen.findByText('Your last enrollment: ayse-reading.wav, for Ayşe')).toBeTruthy();
    expect(screen.getByTestId('enrollment-progress').dataset.status).toBe('running');
    expect(screen.getByRole('progressbar', { name: 'Enrollment' }).getAttribute('aria-valuenow')).toBe('40');
    expect((screen.getByRole('button', { name: 'Enrolling…' }) as HTMLButtonElement).disabled).toBe(true);
    finished = true;
    const result = await screen.findByTestId('enrollment-result', {}, { timeout: 4000 });
    expect(within(result).getByRole('heading').textContent).toBe('Ayşe is enrolled');
    cleanup();

    // Finished: its result again.
    renderWithPlatform(<EnrollPanel />, routes, 'en', 'ada@example.org');
    expect(within(await screen.findByTestId('enrollment-result')).getByRole('heading').textContent).toBe('Ayşe is enrolled');
    cleanup();

    // Someone else signing in on this browser sees none of it.
    const other = renderWithPlatform(<EnrollPanel />, routes, 'en', 'bob@example.org');
    expect(screen.queryByTestId('enrollment-progress')).toBeNull();
    expect(other.calls.some((call) => call.path === '/api/sv/enroll/{id}')).toBe(false);
  });

  it('forgets a kept enrollment the host no longer has, without a word', async () => {
    const host = fakeSvHost();
    renderWithPlatform(<EnrollPanel />, host.routes, 'en', 'cy@example.org');
    fireEvent.change(nameField(), { target: { value: 'Ayşe' } });
    drop(voice());
    fireEvent.click(screen.getByRole('button', { name: 'Enroll' }));
    await screen.findByTestId('enrollment-result');
    cleanup();

    // Its speaker deleted meanwhile: back to the empty form, nothing kept for the next visit.
    const gone = renderWithPlatform(<EnrollPanel />, { ...host.routes, 'GET /api/sv/enroll/{id}': () => { throw new ApiError(404, 'No such enrollment.'); } }, 'en', 'cy@example.org');
    await waitFor(() => expect(gone.calls.some((call) => call.path === '/api/sv/enroll/{id}')).toBe(true));
    // The 404 is answered after the call is counted: on a loaded machine the progress is still up for a moment.
    await waitFor(() => expect(screen.queryByTestId('enrollment-progress')).toBeNull());
    expect(await screen.findByRole('button', { name: 'Enroll' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    cleanup();
    const after = renderWithPlatform(<EnrollPanel />, host.routes, 'en', 'cy@example.org');
    expect(after.calls.some((call) => call.path === '/api/sv/enroll/{id}')).toBe(false);
  });

  it('shows no warnings box when the clip had nothing doubtful', async () => {
    const host = fakeSvHost();
    renderWithPlatform(<EnrollPanel />, host.routes);
    fireEvent.change(nameField(), { target: { value: 'Carol' } });
    drop(voice());
    fireEvent.click(screen.getByRole('button', { name: 'Enroll' }));
    await screen.findByTestId('enrollment-result');
    expect(screen.queryByTestId('enrollment-warnings')).toBeNull();
    expect(screen.getByTestId('quality-badge').textContent).toBe('Good');
  });

  it('shows the host\'s refusal and keeps the name and the clip to send again', async () => {
    const refusal = 'The clip has 1.2 s of speech; enrollment needs at least 3 s.';
    let refuse = true;
    const host = fakeSvHost();
    const routes = {
      ...host.routes,
      'POST /api/sv/enroll': (call: Parameters<typeof host.routes[string]>[0]) => {
        if (refuse) throw new ApiError(422, refusal);
        return host.routes['POST /api/sv/enroll']!(call);
      },
    };
    renderWithPlatform(<EnrollPanel />, routes);
    fireEvent.change(nameField(), { target: { value: 'Dave' } });
    drop(voice('short.wav'));
    fireEvent.click(screen.getByRole('button', { name: 'Enroll' }));
    const alert = await screen.findByText(refusal);
    expect(alert.closest('[role="alert"]')!.textContent).toContain('The host refused the clip');
    expect(nameField()).toHaveProperty('value', 'Dave');
    expect(screen.getByTestId('chosen-input').textContent).toBe('short.wav');

    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Enroll' }));
    expect(within(await screen.findByTestId('enrollment-result')).getByRole('heading').textContent).toBe('Dave is enrolled');
    expect(screen.queryByText(refusal)).toBeNull();
  });
});
