import { ROLE_IDS } from '@speechdeck/core';
import { describe, expect, it } from 'vitest';
import { employeeOption, roleOption } from './role-option.ts';

describe('roleOption', () => {
  it('takes a role name in any case and gives the id the host expects', () => {
    expect(roleOption.parse('user')).toEqual({ id: ROLE_IDS.USER });
    expect(roleOption.parse('Admin')).toEqual({ id: ROLE_IDS.ADMIN });
    expect(roleOption.safeParse('root').success).toBe(false);
  });
});

describe('employeeOption', () => {
  it('takes a positive whole number given as text', () => {
    expect(employeeOption.parse('12')).toBe(12);
    expect(employeeOption.safeParse('twelve').success).toBe(false);
    expect(employeeOption.safeParse('0').success).toBe(false);
  });
});
