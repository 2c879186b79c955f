import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SpotResult } from '../../contract/kws-api.ts';
import { renderWithPlatform } from '../testing/render-with-platform.tsx';
import { SpotResultView } from './spot-result.tsx';

afterEach(cleanup);

/** As the host answers a browser's recording (WebM): it states no length, so the duration is 0. */
const RESULT: SpotResult = {
  hits: [{ keyword: 'budget', start: 9.2, end: 9.7, score: 0.8 }],
  keywords: [{ keyword: 'budget', threshold: 3160, defaultThreshold: true, phones: 5, pronunciation: 'dictionary' }],
  language: 'en', duration: 0, fileName: 'recording.webm', processId: null,
};

describe('a spotting of a microphone recording', () => {
  it('takes the length timed while recording where the host answers none: in the summary, the player and the axis', async () => {
    const file = new File([new Uint8Array(4000)], 'recording.webm', { type: 'audio/webm' });
    renderWithPlatform(<SpotResultView result={RESULT} source={{ kind: 'recording', recording: { kind: 'recording', file, seconds: 12.3 } }} />);
    expect(screen.getByRole('status').textContent).toBe('1 hit of 1 keyword in 0:12 of audio');
    // The axis runs to the recording's end, past the hit at 9 s.
    const ticks = [...document.querySelectorAll('.kws-timeline__tick text')].map((tick) => tick.textContent);
    expect(ticks).toEqual(['0:00', '0:02', '0:04', '0:06', '0:08', '0:10', '0:12']);
    expect(await screen.findByText('/ 0:12')).toBeTruthy();
  });
});
