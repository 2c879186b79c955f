import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { SV_LIMITS, speakerName } from '../../contract/sv-api.ts';
import { speakerMessages } from '../messages.ts';
import { existingSpeaker, nameProblem } from './name-problem.ts';

const i18n = i18next.createInstance();
beforeAll(() => i18n.init({
  lng: 'en',
  resources: { en: { translation: speakerMessages.en }, tr: { translation: speakerMessages.tr } },
  keySeparator: false,
  interpolation: { escapeValue: false },
}));
const contractMessage = (name: string) => speakerName.safeParse(name).error?.issues[0]?.message;

describe('nameProblem', () => {
  it('takes what the contract takes', () => {
    for (const name of ['Ayşe', '  Bob  ', 'x'.repeat(SV_LIMITS.nameMaxChars), 'Unknown Speaker']) expect(nameProblem(name, i18n.t)).toBeNull();
  });

  it('refuses what the contract refuses, in the contract\'s own English words', () => {
    const bad = ['', '   ', 'x'.repeat(SV_LIMITS.nameMaxChars + 1), 'tab\there', 'unknown', 'UNKNOWN'];
    for (const name of bad) {
      expect(contractMessage(name)).toBeTruthy();
      expect(nameProblem(name, i18n.t)).toBe(contractMessage(name));
    }
  });

  it('says the same in Turkish', () => {
    const t = i18n.getFixedT('tr');
    expect(nameProblem('', t)).toBe('Konuşmacı adını girin.');
    expect(nameProblem('unknown', t)).toBe("'unknown' eşleşme olmadığında verilen yanıttır; başka bir ad seçin.");
  });
});

describe('existingSpeaker', () => {
  const speakers = [{ spk: 'Ayşe' }, { spk: 'Bob' }];
  it('finds an enrolled name whatever its case and surrounding spaces', () => {
    expect(existingSpeaker(' bob ', speakers)).toEqual({ spk: 'Bob' });
    expect(existingSpeaker('AYŞE', speakers)?.spk).toBe('Ayşe');
  });
  it('finds nothing for a new name or an empty one', () => {
    expect(existingSpeaker('Bobby', speakers)).toBeNull();
    expect(existingSpeaker('  ', speakers)).toBeNull();
  });
});
