import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { nameProblems } from './call-options.ts';

const t = ((key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key)) as unknown as TFunction;

describe('nameProblems', () => {
  it('takes two different names of at most 40 characters', () => {
    expect(nameProblems({ left: 'agent', right: 'customer' }, t)).toEqual({});
    expect(nameProblems({ left: 'Temsilci Ayşe', right: 'a'.repeat(40) }, t)).toEqual({});
  });

  it('names the field: empty, too long, or the same name twice whatever the case and spaces', () => {
    expect(nameProblems({ left: '  ', right: 'customer' }, t)).toEqual({ left: 'splitter.call.nameMissing' });
    expect(nameProblems({ left: 'agent', right: 'b'.repeat(41) }, t)).toEqual({ right: 'splitter.call.nameTooLong {"max":40}' });
    expect(nameProblems({ left: 'Müşteri ', right: 'müşteri' }, t)).toEqual({ right: 'splitter.call.sameNames' });
  });
});
