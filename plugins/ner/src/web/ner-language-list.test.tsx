import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import NerPage from './ner-page.tsx';
import { renderWithPlatform } from './testing/render-with-platform.tsx';

afterEach(cleanup);

const choices = () => within(screen.getByRole('combobox', { name: 'Language' })).getAllByRole('option').map((option) => option.textContent);

describe("/namerecognition's language list", () => {
  it('names each language once, sorted by name: text is read as English unless another is chosen', () => {
    renderWithPlatform(<NerPage />, {});
    expect(choices()).toEqual(['English (en)', 'Turkish (tr)']);
    expect((screen.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement).value).toBe('en');
  });

  it("offers a transcript's own language before the named ones", async () => {
    const user = userEvent.setup();
    renderWithPlatform(<NerPage />, {});
    await user.click(screen.getByRole('radio', { name: 'A transcript' }));
    expect(choices()).toEqual(["The transcript's own", 'English (en)', 'Turkish (tr)']);
  });
});
