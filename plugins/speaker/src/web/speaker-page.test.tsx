import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import SpeakerPage from './speaker-page.tsx';
import { enrolled, fakeSvHost } from './testing/fake-sv-host.ts';
import { renderWithPlatform } from './testing/render-with-platform.tsx';

afterEach(cleanup);

describe('the speaker hub', () => {
  it('opens on enrollment beside the enrolled list, switches to identification, and links to Diarization & Tracking', async () => {
    renderWithPlatform(<SpeakerPage />, fakeSvHost({ speakers: [enrolled('Ayşe')] }).routes);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Speaker services');
    expect(screen.getByRole('tab', { name: 'Speaker Enrollment' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('heading', { name: 'Enroll a speaker' })).toBeTruthy();
    expect(await screen.findByRole('rowheader', { name: 'Ayşe' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open Diarization & Tracking' }).getAttribute('href')).toBe('#/speaker/analyzer');

    fireEvent.click(screen.getByRole('tab', { name: 'Speaker Identification' }));
    expect(screen.getByRole('heading', { name: 'Identify a speaker' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Enroll a speaker' })).toBeNull();
    expect(await screen.findByText('The clip is compared with your 1 enrolled speaker.')).toBeTruthy();
  });

  it('with nobody enrolled, identification\'s way to enrollment opens the Enroll tab in place', async () => {
    renderWithPlatform(<SpeakerPage />, fakeSvHost().routes);
    fireEvent.click(screen.getByRole('tab', { name: 'Speaker Identification' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Enroll a speaker' }));
    expect(screen.getByRole('tab', { name: 'Speaker Enrollment' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('heading', { name: 'Enroll a speaker' })).toBeTruthy();
  });
});
