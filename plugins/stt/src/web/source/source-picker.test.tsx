import type { ReactElement } from 'react';
import { cleanup, fireEvent, render as renderPlain, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sttMessages } from '../messages.ts';
import { SourcePicker } from './source-picker.tsx';

afterEach(cleanup);

/** The plugin's own English messages, flat as the plugin declares them. */
const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: sttMessages.en } }, keySeparator: false, initAsync: false, interpolation: { escapeValue: false } });
const render = (ui: ReactElement) => renderPlain(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);

describe('SourcePicker', () => {
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
