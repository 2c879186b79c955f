import type { TFunction } from 'i18next';
import type { z } from 'zod';
import type { FieldErrors } from '@speechdeck/core/web';

export type Validation<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/**
 * Checks a form with the contract's own schema (the one the host checks too) and words each
 * problem in the chosen language.
 */
export function validate<S extends z.ZodType>(schema: S, values: unknown, t: TFunction): Validation<z.output<S>> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issueMessage(issue, field, t);
  }
  return { ok: false, errors };
}

function issueMessage(issue: z.core.$ZodIssue, field: string, t: TFunction): string {
  switch (issue.code) {
    case 'too_small':
      return Number(issue.minimum) <= 1 ? t('validation.required') : t('validation.tooShort', { min: Number(issue.minimum) });
    case 'too_big':
      return t('validation.tooLong', { max: Number(issue.maximum) });
    case 'invalid_format':
      return issue.format === 'email' ? t('validation.email') : issue.message;
    case 'custom':
      return field === 'matchingPassword' ? t('validation.passwordsMatch') : issue.message;
    default:
      return issue.message;
  }
}
