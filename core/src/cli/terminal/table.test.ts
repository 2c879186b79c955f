import { describe, expect, it } from 'vitest';
import { formatTable } from './table.ts';

describe('formatTable', () => {
  it('aligns columns under the header and shows empty cells as blanks', () => {
    expect(formatTable(['ID', 'E-MAIL', 'EMPLOYEE'], [[1, 'admin@example.test', null], [12, 'a@b.test', 7]])).toEqual([
      'ID  E-MAIL              EMPLOYEE',
      '1   admin@example.test',
      '12  a@b.test            7',
    ]);
  });
});
