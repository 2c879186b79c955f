import { describe, expect, it } from 'vitest';
import { microphoneLabelsFrom, mediaPickerLabelsFrom, type Translate } from './labels-from-keys.ts';

/** Answers the key it was asked for, with its values: what a page's messages are looked up by. */
const keys: Translate = (key, values) => (values ? `${key} ${JSON.stringify(values)}` : key);

describe('the picker\'s words from a page\'s keys', () => {
  it('asks for the recorder\'s keys, the hint that says what the recording is for, and no recordAgain where a page has none', () => {
    const labels = microphoneLabelsFrom(keys, { hint: 'hint.enroll' });
    expect(labels.hint(5, '0:30')).toBe('hint.enroll {"min":5,"max":"0:30"}');
    expect([labels.record, labels.recordAgain, labels.stop, labels.failed.noDevice]).toEqual(['record', 'recordAgain', 'stop', 'failed.noDevice']);
    expect(labels.tooShort('1.2', 2)).toBe('tooShort {"seconds":"1.2","min":2}');
    expect(microphoneLabelsFrom(keys).hint(2, '10:00')).toBe('hint {"min":2,"max":"10:00"}');
    expect('recordAgain' in microphoneLabelsFrom(keys, { recordAgain: false })).toBe(false);
  });

  it('asks for the picker\'s keys, with its file hint where a page words it by purpose', () => {
    const microphone = microphoneLabelsFrom(keys);
    const labels = mediaPickerLabelsFrom(keys, microphone, { fileHint: 'fileHint.identify' });
    expect(labels.source).toEqual({ file: 'source.file', sample: 'source.sample', microphone: 'source.microphone' });
    expect(labels.kind).toEqual({ file: 'kind.file', sample: 'kind.sample', recording: 'kind.recording' });
    expect([labels.sources, labels.drop, labels.fileHint, labels.none]).toEqual(['sources', 'drop', 'fileHint.identify', 'none']);
    expect(labels.loadingSample('Two people')).toBe('loadingSample {"name":"Two people"}');
    expect(labels.microphone).toBe(microphone);
  });

  it('asks for no tab or recorder keys where a page offers no microphone, and for the link\'s where it offers one', () => {
    const labels = mediaPickerLabelsFrom(keys, undefined, { link: true });
    expect(labels.kind).toEqual({ file: 'kind.file', sample: 'kind.sample', link: 'kind.link' });
    expect(labels.link).toEqual({ label: 'link', use: 'useLink', invalid: 'linkInvalid' });
    expect([labels.sources, labels.source, labels.microphone]).toEqual([undefined, undefined, undefined]);
    expect(mediaPickerLabelsFrom(keys).link).toBeUndefined();
  });
});
