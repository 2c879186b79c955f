import { describe, expect, it } from 'vitest';
import { applyMessage, emptyTranscript } from './live-transcript.ts';

const word = (w: string, start: number) => ({ w, start, end: start + 0.3 });

describe('the live transcript', () => {
  it('shows a partial until its final replaces it, then the saved segments with speakers', () => {
    let transcript = applyMessage(emptyTranscript, { type: 'partial', text: 'he was', start: 0.5 });
    expect(transcript).toMatchObject({ partial: 'he was', lines: [] });
    transcript = applyMessage(transcript, { type: 'partial', text: 'he was not an', start: 0.5 });
    transcript = applyMessage(transcript, { type: 'final', position: 0, start: 0.5, end: 2.1, text: 'he was not an ill man', words: [word('he', 0.5)], received: 2.7 });
    expect(transcript).toMatchObject({ partial: '', lines: [{ position: 0, text: 'he was not an ill man', speaker: null }] });
    transcript = applyMessage(transcript, { type: 'partial', text: 'he might', start: 3 });
    expect(transcript.lines).toHaveLength(1);

    transcript = applyMessage(transcript, {
      type: 'ended', reason: 'stopped',
      result: { processId: 'live-1', fn: 'Notes', duration: 5, notes: [], segments: [
        { position: 0, start: 0.5, end: 2.1, spk: 'S1', sent: 'He was not an ill man.', kw: [], oa: null, words: [] },
        { position: 1, start: 3, end: 4.5, spk: 'S2', sent: 'He might.', kw: [], oa: null, words: [] },
      ] },
    });
    expect(transcript.partial).toBe('');
    expect(transcript.lines.map((l) => [l.speaker, l.text])).toEqual([['S1', 'He was not an ill man.'], ['S2', 'He might.']]);
    expect(transcript.ended?.result?.fn).toBe('Notes');
  });

  it('keeps the lines heard when nothing was saved, and ignores messages that change nothing', () => {
    let transcript = applyMessage(emptyTranscript, { type: 'ready', language: 'en', engine: 'pocketsphinx', limits: { maxSeconds: 60, maxFrameBytes: 65536, idleSeconds: 30 } });
    expect(transcript).toBe(emptyTranscript);
    transcript = applyMessage(transcript, { type: 'final', position: 0, start: 0, end: 1, text: 'hello', words: [], received: 1.5 });
    transcript = applyMessage(transcript, { type: 'ended', reason: 'failed', message: 'not saved', result: null });
    expect(transcript.lines.map((l) => l.text)).toEqual(['hello']);
    expect(transcript.ended?.reason).toBe('failed');
  });
});
