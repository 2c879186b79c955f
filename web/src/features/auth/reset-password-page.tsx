import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { notify, SubmitButton, TextField, useForm } from '@speechdeck/core/web';
import { NewPasswordField } from '../../components/form/new-password-field.tsx';
import { fieldErrorsOf } from '../../lib/error-message.ts';
import { validate } from '../../lib/validate.ts';
import { useSavePassword } from './api/use-save-password.ts';
import { AuthCard } from './auth-card.tsx';
import { newPasswordForm } from './new-password-schema.ts';

/** Where the reset e-mail's link (#/reset-password?token=) lands: choose a new password. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token');
  const save = useSavePassword();
  const form = useForm({ newPassword: '', matchingPassword: '' });

  if (!token) {
    return (
      <AuthCard title={t('reset.title')} titleId="reset-title">
        <p className="notice notice--error" role="alert">{t('reset.noToken')}</p>
        <Link to="/forgot-password">{t('reset.again')}</Link>
      </AuthCard>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(newPasswordForm, form.values, t);
    if (!checked.ok) return form.setErrors(checked.errors);
    save.mutate({ token, newPassword: checked.data.newPassword }, {
      onSuccess: () => {
        notify.success(t('reset.done'));
        navigate('/login', { replace: true });
      },
      // The token's problem (used, expired) belongs to no field of this form: the toast says it.
      onError: (error) => form.setErrors(fieldErrorsOf(error)),
    });
  };

  return (
    <AuthCard title={t('reset.title')} titleId="reset-title">
      <form className="form" onSubmit={submit} noValidate>
        <NewPasswordField label={t('fields.newPassword')} {...form.field('newPassword')} />
        <TextField label={t('fields.matchingPassword')} type="password" autoComplete="new-password" required {...form.field('matchingPassword')} />
        <SubmitButton busy={save.isPending}>{t('reset.submit')}</SubmitButton>
      </form>
      <p className="auth-card__links"><Link to="/forgot-password">{t('reset.again')}</Link></p>
    </AuthCard>
  );
}
