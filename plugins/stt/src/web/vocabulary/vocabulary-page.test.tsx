import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { FakeCall } from '@speechdeck/core/web/testing';
import VocabularyPage from './vocabulary-page.tsx';
import { renderWithPlatform } from '../testing/render-with-platform.tsx';

afterEach(cleanup);

describe('/vocabulary', () => {
  it('shows the saved list, adds and removes words with their sounds-like spellings, and saves the whole list', async () => {
    const user = userEvent.setup();
    const saved: FakeCall[] = [];
    renderWithPlatform(<VocabularyPage />, {
      'GET /api/stt/vocabulary': () => ({ words: [{ text: 'Xarelto', soundsLike: ['zuh relto'] }, { text: 'Kallax' }], updatedAt: '2026-11-29T10:00:00.000Z' }),
      'PUT /api/stt/vocabulary': (call) => {
        saved.push(call);
        return { words: (call.body as { words: unknown[] }).words, updatedAt: '2026-11-29T11:00:00.000Z' };
      },
    });
    expect(((await screen.findByLabelText('Word 1')) as HTMLInputElement).value).toBe('Xarelto');
    expect((screen.getByLabelText('How word 1 sounds') as HTMLInputElement).value).toBe('zuh relto');
    await user.click(screen.getAllByRole('button', { name: 'Remove' })[1]!);
    await user.click(screen.getByRole('button', { name: 'Add a word' }));
    await user.type(screen.getByLabelText('Word 2'), 'Siobhan');
    await user.type(screen.getByLabelText('How word 2 sounds'), 'shiv awn, sho bawn');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.body).toEqual({ words: [{ text: 'Xarelto', soundsLike: ['zuh relto'] }, { text: 'Siobhan', soundsLike: ['shiv awn', 'sho bawn'] }] });
    expect(await screen.findByRole('heading', { name: '2 words' })).toBeTruthy();
  });
});
