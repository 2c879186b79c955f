import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { loginBody } from '@speechdeck/core';
import { SubmitButton, TextField, useForm } from '@speechdeck/core/web';
import { fieldErrorsOf } from '../../lib/error-message.ts';
import { validate } from '../../lib/validate.ts';
import { useRequestPasswordReset } from './api/use-request-password-reset.ts';
import { AuthCard } from './auth-card.tsx';
import type { CheckEmailState } from './check-email-page.tsx';

const emailOnly = loginBody.pick({ email: true });

export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reset = useRequestPasswordReset();
  const form = useForm({ email: '' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(emailOnly, form.values, t);
    if (!checked.ok) return form.setErrors(checked.errors);
    reset.mutate(checked.data.email, {
      onSuccess: () => {
        const state: CheckEmailState = { email: checked.data.email, reason: 'reset' };
        navigate('/check-email', { state });
      },
      onError: (error) => form.setErrors(fieldErrorsOf(error)),
    });
  };

  return (
    <AuthCard title={t('forgot.title')} titleId="forgot-title">
      <p>{t('forgot.intro')}</p>
      <form className="form" onSubmit={submit} noValidate>
        <TextField label={t('fields.email')} type="email" autoComplete="email" required {...form.field('email')} />
        <SubmitButton busy={reset.isPending}>{t('forgot.submit')}</SubmitButton>
      </form>
      <p className="auth-card__links"><Link to="/login">{t('forgot.back')}</Link></p>
    </AuthCard>
  );
}
