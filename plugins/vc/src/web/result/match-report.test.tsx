import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MatchReport } from '../../contract/vc-api.ts';
import { renderWithPlatform } from '../testing/render-with-platform.tsx';
import { MatchReportView } from './match-report.tsx';

afterEach(cleanup);

const MATCHED: MatchReport = { engine: 'voice-matching', baseVoice: 'flite:slt', referencePitchHz: 118.4, outputPitchHz: 121.6, similarity: 0.8123, unmatchedSimilarity: 0.6411 };

describe('MatchReportView', () => {
  it('says the pitches and both likenesses plainly, and by how much matching brought the voice closer', () => {
    renderWithPlatform(<MatchReportView report={MATCHED} />);
    const report = screen.getByTestId('match-report');
    expect(report.textContent).toContain('Started from the voiceflite:slt');
    expect(report.textContent).toContain('Pitchreference 118 Hz · clone 122 Hz');
    expect(report.textContent).toContain('Clone0.81');
    expect(report.textContent).toContain('Unmatched voice0.64');
    expect(screen.getByText('Matching brought the voice 0.17 closer to the reference.')).toBeTruthy();
  });

  it('says when matching did not help', () => {
    renderWithPlatform(<MatchReportView report={{ ...MATCHED, similarity: 0.5, unmatchedSimilarity: 0.55 }} />);
    expect(screen.getByText(/Matching did not bring this voice closer/)).toBeTruthy();
  });

  it('says "not measured" for what a remote engine does not report, with no verdict and no base voice', () => {
    renderWithPlatform(<MatchReportView report={{ engine: 'remote', baseVoice: null, referencePitchHz: 180, outputPitchHz: null, similarity: null, unmatchedSimilarity: null }} />);
    const report = screen.getByTestId('match-report');
    expect(report.textContent).toContain('Pitchreference 180 Hz · clone not measured');
    expect(report.textContent).toContain('Likeness to the referencenot measured');
    expect(report.textContent).not.toContain('Started from');
    expect(screen.queryByText(/Matching (brought|did not)/)).toBeNull();
  });
});
