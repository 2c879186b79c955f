import { cleanup, fireEvent, render as renderPlain, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { useState, type ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import type { ServedLanguages } from '../../contract/languages-api.ts';
import { sttMessages } from '../messages.ts';
import { DEFAULT_FLAGS } from './recognition-flags.ts';
import { RecognitionOptions } from './recognition-options.tsx';

afterEach(cleanup);

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: sttMessages.en } }, keySeparator: false, initAsync: false, interpolation: { escapeValue: false } });
const render = (ui: ReactElement) => renderPlain(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);

function Options({ served }: { served: ServedLanguages | null }) {
  const [value, setValue] = useState(DEFAULT_FLAGS);
  return <RecognitionOptions value={value} served={served} disabled={false} onChange={setValue} />;
}

const optionTexts = (element: HTMLElement) => within(element).getAllByRole('option').map((option) => option.textContent);

describe('RecognitionOptions', () => {
  it('lists what the host serves first and marks the rest, on a fresh install (English only)', () => {
    const { container } = render(<Options served={{ languages: ['en'], anyLanguage: false }} />);
    const [served, other] = [...container.querySelectorAll('optgroup')];
    expect(served!.label).toBe('Recognized on this server');
    expect(optionTexts(served!)).toEqual(['English (en)']);
    expect(other!.label).toBe('Not set up on this server');
    // Each group sorted by name.
    expect(optionTexts(other!)[0]).toBe('Arabic (ar) · not available here');
    expect(optionTexts(other!)).toHaveLength(9);
  });

  it('says before any upload that a language chosen from the rest would be refused', () => {
    render(<Options served={{ languages: ['en'], anyLanguage: false }} />);
    expect(screen.queryByTestId('language-not-served')).toBeNull();
    const select = screen.getByRole('combobox', { name: 'Language' });
    fireEvent.change(select, { target: { value: 'tr' } });
    const warning = screen.getByTestId('language-not-served');
    expect(warning.textContent).toMatch(/^Turkish \(tr\) is not recognized on this server yet/);
    expect(select.getAttribute('aria-describedby')).toContain(warning.id);
  });

  it('offers a language served beyond the usual list, and marks nothing when every language is served or the answer is not in', () => {
    const { container, unmount } = render(<Options served={{ languages: ['tr', 'ja', 'en'], anyLanguage: false }} />);
    expect(optionTexts(container.querySelector('optgroup')!)).toEqual(['English (en)', 'Japanese (ja)', 'Turkish (tr)']);
    unmount();
    const any = render(<Options served={{ languages: ['en'], anyLanguage: true }} />);
    expect(any.container.querySelectorAll('optgroup')).toHaveLength(1);
    expect(optionTexts(any.container).some((text) => text?.includes('not available'))).toBe(false);
    any.unmount();
    const unknown = render(<Options served={null} />);
    expect(unknown.container.querySelectorAll('optgroup')).toHaveLength(0);
    expect(optionTexts(unknown.container)).toHaveLength(10);
  });

  it('offers keeping the original only with redaction, saying next to it whether the original is kept or dropped', () => {
    let latest = DEFAULT_FLAGS;
    function Watched() {
      const [value, setValue] = useState(DEFAULT_FLAGS);
      latest = value;
      return <RecognitionOptions value={value} served={null} disabled={false} onChange={setValue} />;
    }
    render(<Watched />);
    expect(screen.queryByRole('checkbox', { name: 'Keep the original' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Redact personal data' }));
    const keep = screen.getByRole('checkbox', { name: 'Keep the original' });
    expect(keep.getAttribute('aria-describedby') && document.getElementById(keep.getAttribute('aria-describedby')!)!.textContent).toMatch(/^Not kept: the unredacted text is never stored/);
    fireEvent.click(keep);
    expect(document.getElementById(keep.getAttribute('aria-describedby')!)!.textContent).toMatch(/^Kept: .*only you can open/);
    expect(latest).toMatchObject({ redact: true, keepOriginal: true });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Redact personal data' }));
    expect(latest).toMatchObject({ redact: false, keepOriginal: false });
  });
});
