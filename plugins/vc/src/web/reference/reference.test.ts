import { describe, expect, it } from 'vitest';
import { VC_LIMITS } from '../../contract/vc-api.ts';
import { lengthProblem } from './reference.ts';

describe('lengthProblem', () => {
  it('takes references from the minimum to the maximum length, both included', () => {
    expect(lengthProblem(VC_LIMITS.referenceMinSeconds)).toBeNull();
    expect(lengthProblem(30)).toBeNull();
    expect(lengthProblem(VC_LIMITS.referenceMaxSeconds)).toBeNull();
  });

  it('refuses one shorter or longer', () => {
    expect(lengthProblem(VC_LIMITS.referenceMinSeconds - 0.1)).toBe('tooShort');
    expect(lengthProblem(VC_LIMITS.referenceMaxSeconds + 0.1)).toBe('tooLong');
  });

  it('leaves a length it does not know to the host', () => {
    expect(lengthProblem(null)).toBeNull();
    expect(lengthProblem(0)).toBeNull();
    expect(lengthProblem(Number.NaN)).toBeNull();
  });
});
