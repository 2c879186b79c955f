import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { HostHealth } from '@speechdeck/core';
import { LOGGED_IN, renderWithShell, testQueryClient } from '../../test/render-with-shell.tsx';
import { EnginesPanel } from './engines-panel.tsx';

afterEach(cleanup);

const health: HostHealth = {
  status: 'ok', role: 'all', store: 'sqlite', queue: 'sqlite', media: 'folder', takesJobs: true,
  engines: [{ capability: 'recognition (en)', engine: 'whisper:tiny.en' }, { capability: 'synthesis (en)', engine: 'piper:joe' }],
  models: [
    { id: 'whisper-tiny-en', engine: 'whisper', capability: 'recognition', licence: 'MIT', installed: true },
    { id: 'vosk-small-en-us', engine: 'vosk', capability: 'live-recognition', licence: 'Apache-2.0', installed: false },
  ],
};

describe('EnginesPanel', () => {
  it('names the engine of each capability and each model, installed or with the command that installs it', async () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(['health'], health);
    await act(async () => {
      renderWithShell(<EnginesPanel />, { stored: LOGGED_IN, path: '/dashboard', queryClient });
    });
    expect(screen.getByRole('heading', { name: 'Engines on this server' })).toBeTruthy();
    expect(screen.getByTestId('dashboard-engines').textContent).toBe('recognition (en)whisper:tiny.ensynthesis (en)piper:joe');
    expect([...screen.getByTestId('dashboard-models').querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'whisper-tiny-en: installed (MIT)',
      'vosk-small-en-us: not installed (python3 scripts/install_models.py)',
    ]);
  });
});
