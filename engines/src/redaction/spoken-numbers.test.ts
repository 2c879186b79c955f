import { describe, expect, it } from 'vitest';
import { numberWord, spokenGroups } from './spoken-numbers.ts';

const digits = (text: string, language: string) => spokenGroups(text.split(' ').map((w) => /^\d+$/.test(w) ? w : numberWord(w, language)!)).map((g) => g.digits).join('');

describe('numbers as people say them', () => {
  it('reads English digit by digit, in pairs, with hundreds and thousands, with oh and double', () => {
    expect(digits('five five five one two three four', 'en')).toBe('5551234');
    expect(digits('five fifty five twelve thirty four', 'en')).toBe('5551234');
    expect(digits('nineteen eighty four', 'en')).toBe('1984');
    expect(digits('two thousand three', 'en')).toBe('2003');
    expect(digits('five hundred fifty five', 'en')).toBe('555');
    expect(digits('oh two oh seven', 'en')).toBe('0207');
    expect(digits('double five triple one', 'en')).toBe('55111');
    expect(digits('twenty twenty four', 'en')).toBe('2024');
    expect(digits('555 one two', 'en')).toBe('55512');
  });

  it('reads Turkish groups, zero, hundreds, a thousand and endings on a number word', () => {
    expect(digits('sıfır beş yüz otuz iki yüz yirmi üç kırk beş altmış yedi', 'tr')).toBe('05321234567');
    expect(digits('bin dokuz yüz seksen dört', 'tr')).toBe('1984');
    expect(digits('on iki', 'tr')).toBe('12');
    expect(digits('iki bin yirmi dört', 'tr')).toBe('2024');
    expect(digits('dört yüz kırk dört bir dört yüz kırk dört', 'tr')).toBe('4441444');
    expect(numberWord('üçte', 'tr')).toEqual({ kind: 'digit', value: 3 });
    expect(numberWord('ev', 'tr')).toBeNull();
    expect(numberWord('phone', 'en')).toBeNull();
  });
});
