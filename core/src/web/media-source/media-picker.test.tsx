import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mediaPickerLabelsFrom } from '../recording/labels-from-keys.ts';
import { platformRenderer } from '../testing/render-with-platform.tsx';
import type { MediaInput } from './media-input.ts';
import type { MediaPickerLabels } from './media-picker-labels.ts';
import { MediaPicker } from './media-picker.tsx';

afterEach(cleanup);
const render = platformRenderer();

/** A page's words (the recognition page's English ones). */
const labels: MediaPickerLabels = {
  drop: 'Drop an audio or video file here',
  choose: 'Choose a file',
  fileHint: 'Any audio or video format: WAV, MP3, OGG, M4A, MP4, WebM…',
  sampleHint: 'No recording at hand? Pick one from the “Sample Audios” tab at the right edge of the page.',
  link: { label: 'Or a link to a media file', use: 'Use link', invalid: 'Enter a full http:// or https:// link.' },
  loadingSample: (name) => `Loading the sample “${name}”…`,
  sampleFailed: (name) => `The sample “${name}” could not be loaded.`,
  kind: { file: 'File', sample: 'Sample', link: 'Link' },
  none: 'Nothing chosen yet.',
};
const SOURCES = ['file', 'sample', 'link'] as const;
const SourcePicker = (props: { input: MediaInput | null; disabled: boolean; onInput: (input: MediaInput) => void }) => (
  <MediaPicker sources={SOURCES} value={props.input} disabled={props.disabled} onInput={props.onInput} labels={labels} />
);

describe('MediaPicker with a file, a sample and a link', () => {
  it('takes a dropped file, or one chosen with the file input', () => {
    const onInput = vi.fn();
    render(<SourcePicker input={null} disabled={false} onInput={onInput} />);
    const file = new File(['RIFF'], 'meeting.wav', { type: 'audio/wav' });
    fireEvent.drop(screen.getByTestId('file-drop-zone'), { dataTransfer: { files: [file] } });
    expect(onInput).toHaveBeenLastCalledWith({ kind: 'file', file });

    const other = new File(['x'], 'call.mp3', { type: 'audio/mpeg' });
    fireEvent.change(screen.getByLabelText('Choose a file'), { target: { files: [other] } });
    expect(onInput).toHaveBeenLastCalledWith({ kind: 'file', file: other });
  });

  it('hides the browser\'s file control, whose "No file chosen" would sit beside the chosen name, behind the kit\'s button', () => {
    const file = new File(['x'], 'chosen.ogg');
    render(<SourcePicker input={{ kind: 'file', file }} disabled={false} onInput={vi.fn()} />);
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
    render(<SourcePicker input={null} disabled={false} onInput={onInput} />);
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
    render(<SourcePicker input={{ kind: 'file', file }} disabled onInput={onInput} />);
    fireEvent.drop(screen.getByTestId('file-drop-zone'), { dataTransfer: { files: [new File(['y'], 'late.wav')] } });
    expect(onInput).not.toHaveBeenCalled();
    expect(screen.getByTestId('chosen-input').textContent).toBe('chosen.ogg');
  });
});

describe('MediaPicker with a microphone, and a tab of the page\'s own', () => {
  const words = (key: string) => `«${key}»`;
  const microphone = { hint: () => 'Say something', record: 'Record', stop: 'Stop', level: 'Level', starting: 'Starting', recording: 'Recording', keepGoing: () => 'Keep going', tooShort: () => 'Too short', unsupported: 'No recorder here', failed: { denied: 'Denied', noDevice: 'None', busy: 'Busy', failed: 'Failed' } };
  const recordingLabels = mediaPickerLabelsFrom(words, microphone);

  it('gives each source a tab, the file\'s open first, and no link where none is offered', () => {
    render(<MediaPicker sources={['file', 'sample', 'microphone']} value={null} disabled={false} onInput={vi.fn()} labels={recordingLabels} recordSeconds={{ min: 2, max: 60 }} />);
    expect(screen.getAllByRole('tab').map((tab) => [tab.textContent, tab.getAttribute('aria-selected')])).toEqual([['«source.file»', 'true'], ['«source.sample»', 'false'], ['«source.microphone»', 'false']]);
    expect(screen.getByRole('tablist').getAttribute('aria-label')).toBe('«sources»');
    fireEvent.click(screen.getByRole('tab', { name: '«source.sample»' }));
    expect(screen.getByText('«sampleHint»')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('yields the page\'s own input from its tab, which the page opens and closes', () => {
    const onInput = vi.fn<(input: MediaInput | { kind: 'result'; id: string }) => void>();
    const onOpen = vi.fn();
    const own = (open: boolean) => ({
      tabs: 'Where it comes from', media: 'A recording', title: 'A result', open, onOpen,
      render: (pick: (result: { kind: 'result'; id: string }) => void) => <button type="button" onClick={() => pick({ kind: 'result', id: 'r1' })}>Take r1</button>,
    });
    const ui = (open: boolean) => <MediaPicker sources={['file']} value={null} disabled={false} onInput={onInput} labels={recordingLabels} own={own(open)} />;
    const view = render(ui(false));
    expect(screen.getByText('«drop»')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'A result' }));
    expect(onOpen).toHaveBeenLastCalledWith(true);
    view.rerender(ui(true));
    expect(screen.queryByText('«drop»')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Take r1' }));
    expect(onInput).toHaveBeenLastCalledWith({ kind: 'result', id: 'r1' });
  });

  it('says what a page left out when it offers a source without its words or limits', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<MediaPicker sources={['microphone']} value={null} disabled={false} onInput={vi.fn()} labels={recordingLabels} />)).toThrow('MediaPicker offers a microphone, but was given no recordSeconds.');
    expect(() => render(<MediaPicker sources={['link']} value={null} disabled={false} onInput={vi.fn()} labels={recordingLabels} />)).toThrow(/offers a link, but was given no labels\.link/);
    vi.restoreAllMocks();
  });
});
