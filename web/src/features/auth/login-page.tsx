import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { isApiError, loginBody } from '@speechdeck/core';
import { Button, SubmitButton, TextField, useForm } from '@speechdeck/core/web';
import { fieldErrorsOf } from '../../lib/error-message.ts';
import { validate } from '../../lib/validate.ts';
import { returnPath } from '../../routing/return-path.ts';
import { useSession } from '../../session/use-session.ts';
import { useLogin } from './api/use-login.ts';
import { useResendConfirmation } from './api/use-resend-confirmation.ts';
import { AuthCard } from './auth-card.tsx';
import type { CheckEmailState } from './check-email-page.tsx';

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const login = useLogin();
  const resend = useResendConfirmation();
  const form = useForm({ email: '', password: '' });
  // The host says "confirm your e-mail first" (on the e-mail field) only after the right password.
  const unconfirmedEmail = isApiError(login.error) && login.error.status === 403 && login.error.fields.email ? login.variables?.email : undefined;

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

  const sendLinkAgain = (email: string) => {
    resend.mutate(email, {
      onSuccess: () => {
        const state: CheckEmailState = { email, reason: 'registration' };
        navigate('/check-email', { state });
      },
    });
  };

  return (
    <AuthCard title={t('login.title')} titleId="login-title">
      <form className="form" onSubmit={submit} noValidate>
        <TextField label={t('fields.email')} type="email" autoComplete="username" required {...form.field('email')} />
        <TextField label={t('fields.password')} type="password" autoComplete="current-password" required {...form.field('password')} />
        <SubmitButton busy={login.isPending}>{t('login.submit')}</SubmitButton>
      </form>
      {unconfirmedEmail && (
        <Button onClick={() => sendLinkAgain(unconfirmedEmail)} disabled={resend.isPending}>{t('login.resend')}</Button>
      )}
      <p className="auth-card__links">
        <Link to="/forgot-password">{t('login.forgot')}</Link>
        <span aria-hidden="true"> · </span>
        <Link to="/register">{t('login.register')}</Link>
      </p>
    </AuthCard>
  );
}
