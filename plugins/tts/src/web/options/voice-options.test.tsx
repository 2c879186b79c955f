import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithPlatform } from '../testing/render-with-platform.tsx';
import { VOICES } from '../testing/voices.ts';
import { VoiceOptions } from './voice-options.tsx';
import { initialSettings, type VoiceSettings } from './voice-settings.ts';

afterEach(cleanup);

let last: VoiceSettings | null = null;

function Options({ uiLanguage = 'en' }: { uiLanguage?: string }) {
  const [value, setValue] = useState(() => initialSettings(VOICES, uiLanguage)!);
  last = value;
  return <VoiceOptions voices={VOICES} value={value} disabled={false} onChange={setValue} />;
}

const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const optionTexts = (element: HTMLElement) => within(element).getAllByRole('option').map((option) => option.textContent);

describe('the voice pickers', () => {
  it('offer the languages the voices speak, and start on the default voice of the dashboard\'s language, genders shown', () => {
    renderWithPlatform(<Options />);
    expect(optionTexts(select('Language'))).toEqual(['English (en)', 'German (de)', 'Turkish (tr)']);
    expect(select('Language').value).toBe('en');
    // A gender the voice's name says already is not said again.
    expect(optionTexts(select('Voice'))).toEqual(['KAL (US English, male) · flite', 'slt · female · flite · default', 'awb · male · flite']);
    expect(select('Voice').value).toBe('flite:slt');
  });

  it("name a language the browser cannot by espeak-ng's voice, sorted among the others by name", () => {
    const bashkir = { id: 'espeak-ng:qba', name: 'Bashkirish', language: 'qba', gender: 'male' as const, engine: 'espeak-ng', isDefault: true };
    renderWithPlatform(<VoiceOptions voices={[...VOICES, bashkir]} value={initialSettings(VOICES, 'en')!} disabled={false} onChange={() => {}} />);
    expect(optionTexts(select('Language'))).toEqual(['Bashkirish (qba)', 'English (en)', 'German (de)', 'Turkish (tr)']);
  });

  it('start on Turkish for a Turkish dashboard, and on English for a language no voice speaks', () => {
    expect(initialSettings(VOICES, 'tr')).toEqual({ language: 'tr', voice: 'espeak-ng:tr', rate: 1, pitch: 0, format: 'wav' });
    expect(initialSettings(VOICES, 'ja')?.voice).toBe('flite:slt');
    expect(initialSettings([], 'en')).toBeNull();
  });

  it('follow the language: the voice list is that language\'s, its default chosen', () => {
    renderWithPlatform(<Options />);
    fireEvent.change(select('Voice'), { target: { value: 'flite:awb' } });
    expect(last?.voice).toBe('flite:awb');
    fireEvent.change(select('Language'), { target: { value: 'tr' } });
    expect(optionTexts(select('Voice'))).toEqual(['Turkish · espeak-ng · default']);
    expect(last).toMatchObject({ language: 'tr', voice: 'espeak-ng:tr' });
    fireEvent.change(select('Language'), { target: { value: 'en' } });
    expect(last?.voice).toBe('flite:slt');
  });

  it('show the rate and the pitch as they are set, within the host\'s limits, and the format', () => {
    renderWithPlatform(<Options />);
    const rate = screen.getByRole('slider', { name: 'Speaking rate' }) as HTMLInputElement;
    const pitch = screen.getByRole('slider', { name: 'Pitch' }) as HTMLInputElement;
    expect([rate.min, rate.max, pitch.min, pitch.max]).toEqual(['0.5', '2', '-12', '12']);
    expect(rate.getAttribute('aria-valuetext')).toBe('1.00×');
    expect(pitch.getAttribute('aria-valuetext')).toBe('0 semitones');
    fireEvent.change(rate, { target: { value: '1.5' } });
    fireEvent.change(pitch, { target: { value: '3' } });
    expect(screen.getByText('1.50×').tagName).toBe('OUTPUT');
    expect(screen.getByText('+3 semitones')).toBeTruthy();
    fireEvent.change(pitch, { target: { value: '-1' } });
    expect(pitch.getAttribute('aria-valuetext')).toBe('−1 semitone');
    expect(last).toMatchObject({ rate: 1.5, pitch: -1 });
    expect(optionTexts(select('File format'))).toEqual(['WAV · uncompressed', 'MP3 · small, plays everywhere', 'OGG · small']);
    fireEvent.change(select('File format'), { target: { value: 'mp3' } });
    expect(last?.format).toBe('mp3');
  });
});
