import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { registrationBody } from '@speechdeck/core';
import { SubmitButton, TextField, useForm } from '@speechdeck/core/web';
import { NewPasswordField } from '../../components/form/new-password-field.tsx';
import { fieldErrorsOf } from '../../lib/error-message.ts';
import { validate } from '../../lib/validate.ts';
import { useRegister } from './api/use-register.ts';
import { AuthCard } from './auth-card.tsx';
import type { CheckEmailState } from './check-email-page.tsx';

export default function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const register = useRegister();
  const form = useForm({ firstName: '', lastName: '', email: '', password: '', matchingPassword: '' });
  const { password, matchingPassword } = form.values;
  // The matchingPassword rule, shown while typing rather than only on submit.
  const mismatch = matchingPassword !== '' && password !== matchingPassword ? t('validation.passwordsMatch') : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(registrationBody, form.values, t);
    if (!checked.ok) return form.setErrors(checked.errors);
    register.mutate(checked.data, {
      onSuccess: () => {
        const state: CheckEmailState = { email: checked.data.email, reason: 'registration' };
        navigate('/check-email', { state });
      },
      onError: (error) => form.setErrors(fieldErrorsOf(error)),
    });
  };

  const matching = form.field('matchingPassword');
  return (
    <AuthCard title={t('register.title')} titleId="register-title">
      <form className="form" onSubmit={submit} noValidate>
        <div className="form__row">
          <TextField label={t('fields.firstName')} autoComplete="given-name" required {...form.field('firstName')} />
          <TextField label={t('fields.lastName')} autoComplete="family-name" required {...form.field('lastName')} />
        </div>
        <TextField label={t('fields.email')} type="email" autoComplete="email" required {...form.field('email')} />
        <NewPasswordField label={t('fields.password')} {...form.field('password')} />
        <TextField
          label={t('fields.matchingPassword')}
          type="password"
          autoComplete="new-password"
          required
          {...matching}
          error={matching.error ?? mismatch}
        />
        <SubmitButton busy={register.isPending}>{t('register.submit')}</SubmitButton>
      </form>
      <p className="auth-card__links">
        {t('register.haveAccount')} <Link to="/login">{t('register.login')}</Link>
      </p>
    </AuthCard>
  );
}
