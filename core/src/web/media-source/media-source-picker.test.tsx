import type { ReactElement } from 'react';
import { cleanup, fireEvent, render as renderPlain, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MediaSourceInput, MediaSourceLabels } from './media-source-input.ts';
import { MediaSourcePicker } from './media-source-picker.tsx';

afterEach(cleanup);

/** A page's words (the recognition page's English ones). */
const labels: MediaSourceLabels = {
  title: 'Speech',
  drop: 'Drop an audio or video file here',
  choose: 'Choose a file',
  fileHint: 'Any audio or video format: WAV, MP3, OGG, M4A, MP4, WebM…',
  sampleHint: 'No recording at hand? Pick one from the “Sample Audios” tab at the right edge of the page.',
  link: 'Or a link to a media file',
  useLink: 'Use link',
  linkInvalid: 'Enter a full http:// or https:// link.',
  loadingSample: (name) => `Loading the sample “${name}”…`,
  kind: { file: 'File', sample: 'Sample', link: 'Link' },
  none: 'Nothing chosen yet.',
};
const SourcePicker = (props: { input: MediaSourceInput | null; loadingSample: null; disabled: boolean; onInput: (input: MediaSourceInput) => void }) => (
  <MediaSourcePicker {...props} labels={labels} />
);
const render = (ui: ReactElement) => renderPlain(ui);

describe('MediaSourcePicker', () => {
  it('takes a dropped file, or one chosen with the file input', () => {
    const onInput = vi.fn();
    render(<SourcePicker input={null} loadingSample={null} disabled={false} onInput={onInput} />);
    const file = new File(['RIFF'], 'meeting.wav', { type: 'audio/wav' });
    fireEvent.drop(screen.getByTestId('file-drop-zone'), { dataTransfer: { files: [file] } });
    expect(onInput).toHaveBeenLastCalledWith({ kind: 'file', file });

    const other = new File(['x'], 'call.mp3', { type: 'audio/mpeg' });
    fireEvent.change(screen.getByLabelText('Choose a file'), { target: { files: [other] } });
    expect(onInput).toHaveBeenLastCalledWith({ kind: 'file', file: other });
  });

  it('hides the browser\'s file control, whose "No file chosen" would sit beside the chosen name, behind the kit\'s button', () => {
    const file = new File(['x'], 'chosen.ogg');
    render(<SourcePicker input={{ kind: 'file', file }} loadingSample={null} disabled={false} onInput={vi.fn()} />);
    const input = screen.getByLabelText<HTMLInputElement>('Choose a file');
    expect(input.type).toBe('file');
    expect(input.classList.contains('visually-hidden')).toBe(true);
    // Its label is the visible button that opens the picker.
    const button = screen.getByText('Choose a file');
    expect(button.tagName).toBe('LABEL');
    expect(button.getAttribute('for')).toBe(input.id);
    expect(button.classList.contains('visually-hidden')).toBe(false);
    expect(screen.getByTestId('chosen-input').textContent).toBe('chosen.ogg');
  });

  it('refuses a link that is not http(s), and takes one that is', () => {
    const onInput = vi.fn();
    render(<SourcePicker input={null} loadingSample={null} disabled={false} onInput={onInput} />);
    const field = screen.getByLabelText('Or a link to a media file');
    fireEvent.change(field, { target: { value: 'ftp://example.test/a.mp3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use link' }));
    expect(screen.getByText('Enter a full http:// or https:// link.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(onInput).not.toHaveBeenCalled();

    fireEvent.change(field, { target: { value: ' https://media.example.test/talk.mp3 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use link' }));
    expect(onInput).toHaveBeenLastCalledWith({ kind: 'link', link: 'https://media.example.test/talk.mp3' });
  });

  it('ignores drops while a recognition runs and says what is chosen', () => {
    const onInput = vi.fn();
    const file = new File(['x'], 'chosen.ogg');
    render(<SourcePicker input={{ kind: 'file', file }} loadingSample={null} disabled onInput={onInput} />);
    fireEvent.drop(screen.getByTestId('file-drop-zone'), { dataTransfer: { files: [new File(['y'], 'late.wav')] } });
    expect(onInput).not.toHaveBeenCalled();
    expect(screen.getByTestId('chosen-input').textContent).toBe('chosen.ogg');
  });
});
