import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { liveMessages } from '../messages.ts';
import { describeFailure } from './describe-failure.ts';

const t = i18next.createInstance();
await t.init({ lng: 'en', resources: { en: { translation: liveMessages.en } }, keySeparator: false });

describe('describeFailure', () => {
  it('says what to do about the microphone, and repeats the host\'s own words when it refused', () => {
    expect(describeFailure({ kind: 'microphone', reason: 'denied' }, t.t)).toMatch(/^The microphone was not allowed/);
    expect(describeFailure({ kind: 'refused', message: 'You already have a live session open.' }, t.t)).toBe('The server refused the session: You already have a live session open.');
    expect(describeFailure({ kind: 'closed', code: 4400, reason: 'An audio frame must hold whole 16-bit samples; got 3 bytes.' }, t.t)).toBe(
      'The server refused the session: An audio frame must hold whole 16-bit samples; got 3 bytes.',
    );
    expect(describeFailure({ kind: 'closed', code: 1006, reason: '' }, t.t)).toBe('The connection to the server was lost. What was recorded until then is saved in the ASR workspace.');
  });
});
