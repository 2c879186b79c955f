import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@speechdeck/core';
import { platformRenderer } from '@speechdeck/core/web/testing';
import { relworkspacePlugin } from '../web.ts';
import LivePage from './live-page.tsx';
import { liveMessages } from './messages.ts';

const renderPage = platformRenderer(relworkspacePlugin.messages, liveMessages);
const languages = { 'GET /api/stt/languages': () => ({ languages: ['en', 'tr'], anyLanguage: false }) };

function fakeMicrophone(getUserMedia: () => Promise<MediaStream>) {
  vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia: vi.fn(getUserMedia) } });
  vi.stubGlobal('AudioWorkletNode', class {});
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the live workspace page', () => {
  it('offers the languages the host recognizes and says what to do first', async () => {
    renderPage(<LivePage />, languages);
    expect(await screen.findByRole('option', { name: 'Turkish (tr)' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Language spoken' })).toHaveProperty('value', 'en');
    expect(screen.getByRole('status').textContent).toBe('Press Start and allow the microphone.');
    expect(screen.getByRole('meter', { name: 'Microphone level' }).getAttribute('aria-valuenow')).toBe('0');
  });

  it('says the browser cannot record here when it has no microphone API, asking the host for nothing', async () => {
    const { calls } = renderPage(<LivePage />, languages);
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByText(/This browser cannot record here/)).toBeTruthy();
    expect(calls.map((c) => c.path)).not.toContain('/api/relworkspace/sessions');
  });

  it('says how to allow a refused microphone', async () => {
    fakeMicrophone(() => Promise.reject(new DOMException('no', 'NotAllowedError')));
    renderPage(<LivePage />, languages);
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByText('The microphone was not allowed. Allow it for this site in the browser’s settings, then press Start again.')).toBeTruthy();
  });

  it('shows the host\'s refusal, asks with the chosen language and speakers, and lets go of the microphone', async () => {
    const stopTrack = vi.fn();
    fakeMicrophone(() => Promise.resolve({ getTracks: () => [{ stop: stopTrack }] } as unknown as MediaStream));
    const { calls } = renderPage(<LivePage />, {
      ...languages,
      'POST /api/relworkspace/sessions': () => {
        throw new ApiError(409, 'You already have a live session open: stop it first (one at a time).');
      },
    });
    await screen.findByRole('option', { name: 'Turkish (tr)' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language spoken' }), 'tr');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Identify speakers' }));
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByText('The server refused the session: You already have a live session open: stop it first (one at a time).')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/relworkspace/sessions')?.body).toEqual({ language: 'tr', speakers: true });
    await waitFor(() => expect(stopTrack).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'Start' })).toHaveProperty('disabled', false);
  });
});
