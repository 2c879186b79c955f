import { describe, expect, it } from 'vitest';
import { mediaPickerLabelsFrom, microphoneLabelsFrom } from '../web/recording/labels-from-keys.ts';
import { keysAskedBy, labelKeysMissing, type LabelsBuilder } from './label-keys.ts';

const picker: LabelsBuilder = (t) => mediaPickerLabelsFrom(
  (key, values) => t(`page.input.${key}`, values),
  microphoneLabelsFrom((key, values) => t(`page.microphone.${key}`, values), { recordAgain: false }),
);

/** English and Turkish with every key the builder asks for. */
function messagesFor(builder: LabelsBuilder) {
  const language = Object.fromEntries(keysAskedBy(builder).map((key) => [key, key]));
  return { en: { ...language }, tr: { ...language } };
}

describe('the keys a labels builder asks for', () => {
  it('records those asked while building and those asked only when a word is shown, nested ones too', () => {
    const asked = keysAskedBy(picker);
    expect(asked).toEqual(expect.arrayContaining([
      'page.input.drop', 'page.input.kind.recording', 'page.microphone.stop', 'page.microphone.failed.busy',
      // Asked only when shown: functions, some of them inside the recorder's words.
      'page.input.loadingSample', 'page.input.sampleFailed', 'page.microphone.hint', 'page.microphone.keepGoing', 'page.microphone.tooShort',
    ]));
    expect(asked).not.toContain('page.microphone.recordAgain');
    expect(new Set(asked).size).toBe(asked.length);
  });

  it('reports by name a key the messages lack, in English or in Turkish', () => {
    const messages = messagesFor(picker);
    expect(labelKeysMissing([picker], messages)).toEqual([]);
    delete messages.en['page.microphone.keepGoing'];
    delete messages.tr['page.input.none'];
    expect(labelKeysMissing([picker], messages)).toEqual(['page.input.none', 'page.microphone.keepGoing']);
  });

  it('reports a key only another builder asks for, and takes a plural\'s forms for its key', () => {
    const messages = messagesFor(picker);
    const counted: LabelsBuilder = (t) => ({ left: (count: number) => t('page.left', { count }), typo: t('page.inptu.drop') });
    messages.en['page.left_one'] = messages.tr['page.left_one'] = 'one left';
    messages.en['page.left_other'] = messages.tr['page.left_other'] = '{{count}} left';
    expect(labelKeysMissing([picker, counted], messages)).toEqual(['page.inptu.drop']);
  });
});
