import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { useEffect, type ComponentProps } from 'react';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@speechdeck/core';
import { onNotice, type Notice, type PickedRecording, type SampleMedia } from '@speechdeck/core/web';
import type { EnrolledSpeaker } from '@speechdeck/plugin-speaker';
import { renderWithPlatform } from '../testing/render-with-platform.tsx';
import { ReferencePicker } from './reference-picker.tsx';
import type { Reference } from './reference.ts';
import { useReferenceChoice } from './use-reference-choice.ts';

/** A real little file server standing in for the dashboard's own /samples/ folder. */
const SAMPLE_BYTES = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVE'), Buffer.alloc(500, 7)]);
let server: Server;
let origin = '';
beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/samples/english-male.wav') {
      response.writeHead(200, { 'content-type': 'audio/wav', 'access-control-allow-origin': '*' });
      response.end(SAMPLE_BYTES);
    } else {
      response.writeHead(404, { 'access-control-allow-origin': '*' }).end();
    }
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));
afterEach(cleanup);

/** The picker on its recording tab, as the page would render it. */
function Picker(props: Partial<ComponentProps<typeof ReferencePicker>>) {
  return <ReferencePicker source="recording" onSource={vi.fn()} recording={null} onRecording={vi.fn()} speaker={null} onSpeaker={vi.fn()} disabled={false} {...props} />;
}

/** The picker on the page's own state: what it reports is the reference a clone would send. */
function PickerOnChoice({ onReference }: { onReference: (reference: Reference | null) => void }) {
  const choice = useReferenceChoice();
  useEffect(() => onReference(choice.reference), [choice.reference, onReference]);
  return (
    <ReferencePicker
      source={choice.source} onSource={choice.setSource} recording={choice.recording} onRecording={choice.setRecording}
      speaker={choice.speaker} onSpeaker={choice.setSpeaker} disabled={false}
    />
  );
}

const enrolled = (spk: string, clips: number, seconds: number): EnrolledSpeaker => ({
  spk, clips, seconds, enrolledAt: '2026-11-22T10:00:00.000Z', updatedAt: '2026-11-22T10:00:00.000Z', quality: { level: 'good', note: 'Enough clean speech.' },
});

const sample = (path: string): SampleMedia => ({ name: 'English male', description: 'A man reading', path: `${origin}${path}`, kind: 'audio', language: 'en' });

describe('ReferencePicker', () => {
  it('takes a dropped file, or one chosen with the file input, as the reference', () => {
    const onRecording = vi.fn();
    renderWithPlatform(<Picker onRecording={onRecording} />);
    expect(screen.getByRole('tab', { name: 'File' }).getAttribute('aria-selected')).toBe('true');
    const file = new File(['RIFF'], 'my-voice.wav', { type: 'audio/wav' });
    fireEvent.drop(screen.getByTestId('file-drop-zone'), { dataTransfer: { files: [file] } });
    expect(onRecording).toHaveBeenLastCalledWith({ kind: 'file', file });

    const other = new File(['x'], 'voice.mp3', { type: 'audio/mpeg' });
    fireEvent.change(screen.getByLabelText('Choose a file'), { target: { files: [other] } });
    expect(onRecording).toHaveBeenLastCalledWith({ kind: 'file', file: other });
  });

  it('ignores drops while a clone runs, and names the chosen reference', () => {
    const onRecording = vi.fn();
    const reference: PickedRecording = { kind: 'recording', file: new File(['x'], 'recording-1.webm'), seconds: 3.2 };
    renderWithPlatform(<Picker recording={reference} disabled onRecording={onRecording} />);
    fireEvent.drop(screen.getByTestId('file-drop-zone'), { dataTransfer: { files: [new File(['y'], 'late.wav')] } });
    expect(onRecording).not.toHaveBeenCalled();
    expect(screen.getByTestId('chosen-input').textContent).toBe('recording-1.webm');
    expect(screen.getByText('Recording')).toBeTruthy();
  });

  it('takes a sample chosen in the shell\'s panel, fetched as a file, and opens the Sample tab', async () => {
    const onRecording = vi.fn();
    const { platform } = renderWithPlatform(<Picker onRecording={onRecording} />);
    const chosen = sample('/samples/english-male.wav');
    platform.samples.select(chosen);
    expect(await screen.findByText('Loading the sample “English male”…')).toBeTruthy();
    await waitFor(() => expect(onRecording).toHaveBeenCalledTimes(1));
    const reference = onRecording.mock.calls[0]![0] as PickedRecording;
    expect(reference.kind).toBe('sample');
    expect(reference.kind === 'sample' && reference.sample).toEqual(chosen);
    expect(reference.file.name).toBe('english-male.wav');
    expect(reference.file.size).toBe(SAMPLE_BYTES.length);
    expect(Buffer.from(await reference.file.arrayBuffer()).subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(screen.getByRole('tab', { name: 'Sample' }).getAttribute('aria-selected')).toBe('true');
  });

  it('says so when a sample cannot be fetched, and keeps what was chosen', async () => {
    const notices: Notice[] = [];
    const stop = onNotice((notice) => notices.push(notice));
    const onRecording = vi.fn();
    const { platform } = renderWithPlatform(<Picker onRecording={onRecording} />);
    platform.samples.select(sample('/samples/missing.wav'));
    await waitFor(() => expect(notices).toEqual([{ kind: 'error', message: 'The sample “English male” could not be loaded.' }]));
    expect(onRecording).not.toHaveBeenCalled();
    expect(screen.getByText('No reference yet.')).toBeTruthy();
    stop();
  });

  it('moves between the sources with the arrow keys, one tab stop for each tab list', () => {
    renderWithPlatform(<Picker />);
    const sources = within(screen.getByRole('tablist', { name: 'Where the reference comes from' }));
    const file = sources.getByRole('tab', { name: 'File' });
    file.focus();
    fireEvent.keyDown(file, { key: 'ArrowRight' });
    const sampleTab = sources.getByRole('tab', { name: 'Sample' });
    expect(sampleTab.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(sampleTab);
    expect(document.getElementById(sampleTab.getAttribute('aria-controls')!)!.getAttribute('aria-labelledby')).toBe(sampleTab.id);
    fireEvent.keyDown(sampleTab, { key: 'End' });
    expect(sources.getByRole('tab', { name: 'Microphone' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(file.getAttribute('aria-selected')).toBe('true');
    expect(sources.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    const origins = within(screen.getByRole('tablist', { name: 'What the voice is taken from' }));
    expect(origins.getAllByRole('tab').map((tab) => [tab.textContent, tab.tabIndex])).toEqual([['Recording of the voice', 0], ['Enrolled speaker', -1]]);
  });

  it('says plainly when the browser cannot record (jsdom, like an http:// page, has no microphone API), with no Record button', () => {
    renderWithPlatform(<Picker />);
    fireEvent.click(screen.getByRole('tab', { name: 'Microphone' }));
    expect(screen.getByTestId('microphone-unavailable').textContent).toContain('This browser cannot record here');
    expect(screen.queryByRole('button', { name: 'Record' })).toBeNull();
  });
});

describe('the Enrolled speaker tab', () => {
  const speakers = [enrolled('Ayşe', 2, 41.2), enrolled('Bob', 1, 12)];

  it("lists the user's enrolled speakers; the one chosen is the reference, and the recording tab keeps its own pick", async () => {
    const onReference = vi.fn();
    const { calls } = renderWithPlatform(<PickerOnChoice onReference={onReference} />, { 'GET /api/sv/getSpeakers': () => ({ speakers }) });
    const file = new File(['RIFF'], 'my-voice.wav', { type: 'audio/wav' });
    fireEvent.drop(screen.getByTestId('file-drop-zone'), { dataTransfer: { files: [file] } });
    expect(onReference).toHaveBeenLastCalledWith({ kind: 'file', file });
    // The speakers are asked for when their tab opens, not before.
    expect(calls).toEqual([]);

    fireEvent.click(screen.getByRole('tab', { name: 'Enrolled speaker' }));
    // The open tab's pick is the reference: none yet on this one.
    expect(onReference).toHaveBeenLastCalledWith(null);
    const select = await screen.findByRole('combobox', { name: 'Speaker to clone' });
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /api/sv/getSpeakers']);
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose a speaker', 'Ayşe · 0:41 of speech', 'Bob · 0:12 of speech']);
    expect(screen.getByText('No reference yet.')).toBeTruthy();
    fireEvent.change(select, { target: { value: 'Ayşe' } });
    expect(onReference).toHaveBeenLastCalledWith({ kind: 'speaker', speaker: speakers[0] });
    expect(screen.getByTestId('chosen-input').textContent).toBe('Ayşe');
    expect(screen.getByText('2 clips, 0:41 of speech')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Recording of the voice' }));
    expect(onReference).toHaveBeenLastCalledWith({ kind: 'file', file });
    expect(screen.getByTestId('chosen-input').textContent).toBe('my-voice.wav');
    fireEvent.click(screen.getByRole('tab', { name: 'Enrolled speaker' }));
    expect(((await screen.findByRole('combobox', { name: 'Speaker to clone' })) as HTMLSelectElement).value).toBe('Ayşe');
    expect(onReference).toHaveBeenLastCalledWith({ kind: 'speaker', speaker: speakers[0] });
  });

  it('with nobody enrolled, points to enrollment instead of an empty list', async () => {
    renderWithPlatform(<Picker source="speaker" />, { 'GET /api/sv/getSpeakers': () => ({ speakers: [] }) });
    expect(await screen.findByText(/^You have not enrolled a speaker yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Enroll a speaker' }).getAttribute('href')).toBe('#/speaker/enroll');
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('says when the list cannot be loaded, and loads it again on Try again', async () => {
    let down = true;
    renderWithPlatform(<Picker source="speaker" />, {
      'GET /api/sv/getSpeakers': () => {
        if (down) throw new ApiError(503, 'The store is not reachable.');
        return { speakers };
      },
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Your enrolled speakers could not be loaded.');
    down = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('combobox', { name: 'Speaker to clone' })).toBeTruthy();
  });
});
