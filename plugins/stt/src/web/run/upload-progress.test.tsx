import { cleanup, render as renderPlain, screen } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { sttMessages } from '../messages.ts';
import { UploadProgress } from './upload-progress.tsx';

afterEach(cleanup);

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: sttMessages.en } }, keySeparator: false, initAsync: false, interpolation: { escapeValue: false } });
const render = (ui: ReactElement) => renderPlain(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
const fetching = { mode: 'link', loaded: 0, total: 0, speed: 0, done: false } as const;

describe('UploadProgress', () => {
  it('moves while the host fetches a link', () => {
    render(<UploadProgress upload={fetching} failed={false} />);
    const bar = screen.getByRole('progressbar', { name: 'Fetching the link' });
    expect(bar.classList.contains('ui-progress--indeterminate')).toBe(true);
    expect(screen.getByText('The host is downloading the file…')).toBeTruthy();
  });

  it('stops moving and says so when the host refused the link', () => {
    render(<UploadProgress upload={fetching} failed />);
    const bar = screen.getByRole('progressbar', { name: 'Fetching the link' });
    expect(bar.classList.contains('ui-progress--indeterminate')).toBe(false);
    expect(bar.classList.contains('ui-progress--failed')).toBe(true);
    expect(screen.getByTestId('upload-progress').dataset.state).toBe('failed');
    expect(screen.getByText('Not fetched')).toBeTruthy();
    expect(screen.queryByText('The host is downloading the file…')).toBeNull();
  });

  it('says where a failed file upload stopped', () => {
    render(<UploadProgress upload={{ mode: 'file', loaded: 400, total: 1000, speed: 100, done: false }} failed />);
    expect(screen.getByText('Stopped at 40%')).toBeTruthy();
  });
});
