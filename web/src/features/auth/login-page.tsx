import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { loginBody } from '@speechdeck/core';
import { SubmitButton, TextField, useForm } from '@speechdeck/core/web';
import { fieldErrorsOf } from '../../lib/error-message.ts';
import { validate } from '../../lib/validate.ts';
import { returnPath } from '../../routing/return-path.ts';
import { useSession } from '../../session/use-session.ts';
import { useLogin } from './api/use-login.ts';
import { AuthCard } from './auth-card.tsx';

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const login = useLogin();
  const form = useForm({ email: '', password: '' });

  // Already logged in (and not by this form just now): nothing to do here.
  if (session && login.isIdle) return <Navigate to="/home" replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(loginBody, form.values, t);
    if (!checked.ok) return form.setErrors(checked.errors);
    login.mutate(checked.data, {
      onSuccess: () => navigate(returnPath(location.state), { replace: true }),
      onError: (error) => form.setErrors(fieldErrorsOf(error)),
    });
  };

  return (
    <AuthCard title={t('login.title')} titleId="login-title">
      <form className="form" onSubmit={submit} noValidate>
        <TextField label={t('fields.email')} type="email" autoComplete="username" required {...form.field('email')} />
        <TextField label={t('fields.password')} type="password" autoComplete="current-password" required {...form.field('password')} />
        <SubmitButton busy={login.isPending}>{t('login.submit')}</SubmitButton>
      </form>
      <p className="auth-card__links">
        <Link to="/forgot-password">{t('login.forgot')}</Link>
        <span aria-hidden="true"> · </span>
        <Link to="/register">{t('login.register')}</Link>
      </p>
    </AuthCard>
  );
}
