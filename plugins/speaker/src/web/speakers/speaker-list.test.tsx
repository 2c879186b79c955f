import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { onNotice, type Notice } from '@speechdeck/core/web';
import { enrolled, fakeSvHost } from '../testing/fake-sv-host.ts';
import { renderWithPlatform } from '../testing/render-with-platform.tsx';
import { SpeakerList } from './speaker-list.tsx';

afterEach(cleanup);

const fairNote = 'Only 6 s of speech: enroll another clip of 15 s or more.';
const speakers = () => [
  enrolled('Ayşe', { clips: 3, seconds: 74.4 }),
  enrolled('Bob', { clips: 1, seconds: 6.1, quality: { level: 'fair', note: fairNote } }),
];

describe('SpeakerList', () => {
  it('lists each speaker with clips, speech, when enrolled and the voiceprint\'s quality with its note', async () => {
    renderWithPlatform(<SpeakerList />, fakeSvHost({ speakers: speakers() }).routes);
    const rows = await screen.findAllByTestId('speaker-row');
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Ayşe', 'Bob']);
    const bob = rows[1]!;
    const cells = within(bob).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells[0]).toBe('1');
    expect(cells[1]).toBe('6.1 s');
    expect(cells[2]).toMatch(/2026/);
    expect(within(bob).getByTestId('quality-badge').textContent).toBe('Fair');
    expect(within(bob).getByText(fairNote)).toBeTruthy();
    expect(within(rows[0]!).getAllByRole('cell')[1]!.textContent).toBe('1 min 14 s');
  });

  it('deletes a speaker after asking, then says so', async () => {
    const notices: Notice[] = [];
    const stop = onNotice((notice) => notices.push(notice));
    const host = fakeSvHost({ speakers: speakers() });
    const { calls } = renderWithPlatform(<SpeakerList />, host.routes);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Bob' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this speaker?' });
    expect(dialog.textContent).toContain('Bob’s voiceprint and its 1 clip will be deleted');

    // Cancel keeps everything.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Bob' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getAllByTestId('speaker-row').map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Ayşe']));
    expect(calls.find((call) => call.method === 'DELETE')?.query).toEqual({ spk: 'Bob', userId: undefined });
    expect(host.speakers.map((speaker) => speaker.spk)).toEqual(['Ayşe']);
    await waitFor(() => expect(notices).toEqual([{ kind: 'success', message: 'Bob was deleted.' }]));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    stop();
  });

  it('says when nobody is enrolled', async () => {
    renderWithPlatform(<SpeakerList />, fakeSvHost().routes);
    expect(await screen.findByText('Nobody is enrolled yet.')).toBeTruthy();
  });
});
