import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { onNotice, type Notice, type SampleMedia } from '@speechdeck/core/web';
import { renderWithPlatform } from '../testing/render-with-platform.tsx';
import { ReferencePicker } from './reference-picker.tsx';
import type { Reference } from './reference.ts';

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

const sample = (path: string): SampleMedia => ({ name: 'English male', description: 'A man reading', path: `${origin}${path}`, kind: 'audio', language: 'en' });

describe('ReferencePicker', () => {
  it('takes a dropped file, or one chosen with the file input, as the reference', () => {
    const onReference = vi.fn();
    renderWithPlatform(<ReferencePicker reference={null} disabled={false} onReference={onReference} />);
    expect(screen.getByRole('tab', { name: 'File' }).getAttribute('aria-selected')).toBe('true');
    const file = new File(['RIFF'], 'my-voice.wav', { type: 'audio/wav' });
    fireEvent.drop(screen.getByTestId('file-drop-zone'), { dataTransfer: { files: [file] } });
    expect(onReference).toHaveBeenLastCalledWith({ kind: 'file', file });

    const other = new File(['x'], 'voice.mp3', { type: 'audio/mpeg' });
    fireEvent.change(screen.getByLabelText('Choose a file'), { target: { files: [other] } });
    expect(onReference).toHaveBeenLastCalledWith({ kind: 'file', file: other });
  });

  it('ignores drops while a clone runs, and names the chosen reference', () => {
    const onReference = vi.fn();
    const reference: Reference = { kind: 'recording', file: new File(['x'], 'recording-1.webm'), seconds: 3.2 };
    renderWithPlatform(<ReferencePicker reference={reference} disabled onReference={onReference} />);
    fireEvent.drop(screen.getByTestId('file-drop-zone'), { dataTransfer: { files: [new File(['y'], 'late.wav')] } });
    expect(onReference).not.toHaveBeenCalled();
    expect(screen.getByTestId('chosen-input').textContent).toBe('recording-1.webm');
    expect(screen.getByText('Recording')).toBeTruthy();
  });

  it('takes a sample chosen in the shell\'s panel, fetched as a file, and opens the Sample tab', async () => {
    const onReference = vi.fn();
    const { platform } = renderWithPlatform(<ReferencePicker reference={null} disabled={false} onReference={onReference} />);
    const chosen = sample('/samples/english-male.wav');
    platform.samples.select(chosen);
    expect(await screen.findByText('Loading the sample “English male”…')).toBeTruthy();
    await waitFor(() => expect(onReference).toHaveBeenCalledTimes(1));
    const reference = onReference.mock.calls[0]![0] as Reference;
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
    const onReference = vi.fn();
    const { platform } = renderWithPlatform(<ReferencePicker reference={null} disabled={false} onReference={onReference} />);
    platform.samples.select(sample('/samples/missing.wav'));
    await waitFor(() => expect(notices).toEqual([{ kind: 'error', message: 'The sample “English male” could not be loaded.' }]));
    expect(onReference).not.toHaveBeenCalled();
    expect(screen.getByText('No reference yet.')).toBeTruthy();
    stop();
  });

  it('moves between the sources with the arrow keys, one tab stop for the tab list', () => {
    renderWithPlatform(<ReferencePicker reference={null} disabled={false} onReference={vi.fn()} />);
    const file = screen.getByRole('tab', { name: 'File' });
    file.focus();
    fireEvent.keyDown(file, { key: 'ArrowRight' });
    const sampleTab = screen.getByRole('tab', { name: 'Sample' });
    expect(sampleTab.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(sampleTab);
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(sampleTab.id);
    fireEvent.keyDown(sampleTab, { key: 'End' });
    expect(screen.getByRole('tab', { name: 'Microphone' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(file.getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
  });

  it('says plainly when the browser cannot record (jsdom, like an http:// page, has no microphone API), with no Record button', () => {
    renderWithPlatform(<ReferencePicker reference={null} disabled={false} onReference={vi.fn()} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Microphone' }));
    expect(screen.getByTestId('microphone-unavailable').textContent).toContain('This browser cannot record here');
    expect(screen.queryByRole('button', { name: 'Record' })).toBeNull();
  });
});
