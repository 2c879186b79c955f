import { useState } from 'react';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VC_LIMITS } from '../../contract/vc-api.ts';
import { renderWithPlatform } from '../testing/render-with-platform.tsx';
import { CloneForm, type EngineChoice } from './clone-form.tsx';
import { INITIAL_OPTIONS, type CloneOptions } from './clone-options.ts';

afterEach(cleanup);

const ENGINES: EngineChoice[] = [
  { id: 'voice-matching', name: 'Voice matching (flite slt, offline)', isDefault: true },
  { id: 'remote', name: 'Remote cloning server', isDefault: false },
];

/** The form as the page holds it: its value in state, the language and engine already chosen. */
function Form({ blocked = null, onClone = () => {}, initial = {} }: { blocked?: string | null; onClone?: () => void; initial?: Partial<CloneOptions> }) {
  const [value, setValue] = useState<CloneOptions>({ ...INITIAL_OPTIONS, language: 'en', engine: 'voice-matching', ...initial });
  return (
    <CloneForm value={value} onChange={setValue} languages={['en', 'tr']} languagesFailed={false} engines={ENGINES} enginesFailed={false} busy={false} blocked={blocked} onClone={onClone} />
  );
}

const text = () => screen.getByLabelText<HTMLTextAreaElement>('Text to speak');
const cloneButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Clone' });
const type = (value: string) => fireEvent.change(text(), { target: { value } });

describe('CloneForm', () => {
  it('counts the text against the limit as it is typed', () => {
    renderWithPlatform(<Form />);
    expect(screen.getByTestId('text-counter').textContent).toBe('0 / 50,000 characters');
    type('H');
    expect(screen.getByTestId('text-counter').textContent).toBe('1 / 50,000 character');
    type('Hello there, this is my voice.');
    expect(screen.getByTestId('text-counter').textContent).toBe('30 / 50,000 characters');
    expect(text().getAttribute('aria-describedby')).toBe(screen.getByTestId('text-counter').id);
  });

  it('takes text up to the limit, and refuses one character more with a message that says by how much', () => {
    const onClone = vi.fn();
    renderWithPlatform(<Form onClone={onClone} />);
    expect(VC_LIMITS.queueMaxChars).toBe(50_000);
    type('a'.repeat(VC_LIMITS.queueMaxChars));
    expect(cloneButton().disabled).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();

    type('a'.repeat(VC_LIMITS.queueMaxChars + 1));
    expect(screen.getByRole('alert').textContent).toBe('The text is 1 character too long: at most 50,000 can be cloned at once.');
    expect(text().getAttribute('aria-invalid')).toBe('true');
    expect(cloneButton().disabled).toBe(true);
    fireEvent.submit(cloneButton().form!);
    expect(onClone).not.toHaveBeenCalled();

    type('a'.repeat(VC_LIMITS.queueMaxChars + 1234));
    expect(screen.getByRole('alert').textContent).toContain('1,234 characters too long');
    expect(screen.getByTestId('text-counter').className).toContain('vc-form__counter--over');
  });

  it('will not clone empty or blank text, and says what is missing', () => {
    const onClone = vi.fn();
    renderWithPlatform(<Form onClone={onClone} />);
    expect(cloneButton().disabled).toBe(true);
    expect(screen.getByText('Type the text to speak.')).toBeTruthy();
    type('   \n ');
    expect(cloneButton().disabled).toBe(true);
    fireEvent.submit(cloneButton().form!);
    expect(onClone).not.toHaveBeenCalled();
    type('Good morning.');
    expect(screen.queryByText('Type the text to speak.')).toBeNull();
    fireEvent.click(cloneButton());
    expect(onClone).toHaveBeenCalledTimes(1);
  });

  it('waits for a usable reference whatever the text, saying why', () => {
    const onClone = vi.fn();
    renderWithPlatform(<Form blocked="Choose, pick or record a reference first." onClone={onClone} initial={{ text: 'Hello.' }} />);
    expect(cloneButton().disabled).toBe(true);
    expect(screen.getByText('Choose, pick or record a reference first.')).toBeTruthy();
    fireEvent.submit(cloneButton().form!);
    expect(onClone).not.toHaveBeenCalled();
  });

  it('offers the languages by name, the engines with the default marked, and the three formats', () => {
    renderWithPlatform(<Form />);
    const language = screen.getByLabelText<HTMLSelectElement>('Language');
    expect([...language.options].map((option) => [option.value, option.text])).toEqual([['en', 'English (en)'], ['tr', 'Turkish (tr)']]);
    const engine = screen.getByLabelText<HTMLSelectElement>('Engine');
    expect([...engine.options].map((option) => option.text)).toEqual(['Voice matching (flite slt, offline) (default)', 'Remote cloning server']);
    expect(engine.value).toBe('voice-matching');
    fireEvent.change(engine, { target: { value: 'remote' } });
    expect(engine.value).toBe('remote');
    const format = screen.getByLabelText<HTMLSelectElement>('Audio format');
    expect([...format.options].map((option) => option.value)).toEqual(['wav', 'mp3', 'ogg']);
    expect(format.value).toBe('wav');
  });

  it('says when the engines or voices could not be loaded, and cannot clone without them', () => {
    renderWithPlatform(
      <CloneForm value={{ ...INITIAL_OPTIONS, text: 'Hello.' }} onChange={() => {}} languages={null} languagesFailed engines={null} enginesFailed busy={false} blocked={null} onClone={() => {}} />,
    );
    expect(screen.getByLabelText<HTMLSelectElement>('Engine').options[0]!.text).toBe('Could not be loaded');
    expect(screen.getByLabelText<HTMLSelectElement>('Language').disabled).toBe(true);
    expect(cloneButton().disabled).toBe(true);
  });
});
