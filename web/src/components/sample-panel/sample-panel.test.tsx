import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SAMPLES } from '../../content/samples.ts';
import { renderWithShell, testQueryClient } from '../../test/render-with-shell.tsx';
import { SamplePanel } from './sample-panel.tsx';

afterEach(cleanup);

/** A fresh install: pocketsphinx serves English, nothing serves Turkish. */
function englishOnlyHost() {
  const queryClient = testQueryClient();
  queryClient.setQueryData(['stt', 'languages'], { languages: ['en'], anyLanguage: false });
  return queryClient;
}

async function openPanel() {
  const user = userEvent.setup();
  const view = renderWithShell(<SamplePanel />, { queryClient: englishOnlyHost() });
  const tab = screen.getByRole('button', { name: 'Sample Audios' });
  await user.click(tab);
  const dialog = screen.getByRole('dialog', { name: 'Select Audio/Video file' });
  // The list loads with the panel's first opening.
  await within(dialog).findAllByRole('listitem');
  return { ...view, user, tab, dialog };
}

describe('SamplePanel', () => {
  it('lists every sample with its description, a player and a Select button', async () => {
    const { dialog } = await openPanel();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(SAMPLES.length);
    for (const sample of SAMPLES) {
      expect(within(dialog).getByRole('button', { name: `Select ${sample.name}` })).toBeTruthy();
      expect(within(dialog).getByText(sample.description)).toBeTruthy();
    }
    expect(dialog.querySelectorAll('audio, video')).toHaveLength(SAMPLES.length);
  });

  it('says of each sample whether this installation recognizes its language', async () => {
    const { dialog } = await openPanel();
    const says = (name: string) => within(within(dialog).getByRole('heading', { name }).closest('li')!).getByTestId('sample-language').textContent;
    expect(says('English male')).toBe('✓ English: recognized on this server.');
    for (const name of ['Turkish male sports news', 'Turkish female sports news', 'Turkish dialogue']) {
      expect(says(name)).toMatch(/^! Turkish: not recognized on this server yet\./);
    }
    // The Select button carries the warning too, for whoever reaches it by Tab.
    const select = within(dialog).getByRole('button', { name: 'Select Turkish dialogue' });
    expect(select.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(select.getAttribute('aria-describedby')!)?.textContent).toContain('not recognized');
  });

  it('moves focus into the dialog, keeps Tab inside, and on Escape gives it back to the tab', async () => {
    const { dialog, tab, user } = await openPanel();
    expect(dialog.contains(document.activeElement)).toBe(true);
    for (let i = 0; i < 15; i++) await user.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.tab({ shift: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(tab);
  });

  it('selecting a sample sets it on the sample bus, tells the listeners and closes', async () => {
    const { platform, tab } = await openPanel();
    const listener = vi.fn();
    platform.samples.subscribe(listener);
    const first = SAMPLES[0]!;
    await act(() => fireEvent.click(screen.getByRole('button', { name: `Select ${first.name}` })));
    expect(listener).toHaveBeenCalledWith(first);
    expect(platform.samples.selected).toEqual(first);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(tab);
  });
});
