import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { LoadingState, notify, SubmitButton, TextField, useForm } from '@speechdeck/core/web';
import { NewPasswordField } from '../../components/form/new-password-field.tsx';
import { errorMessage, fieldErrorsOf } from '../../lib/error-message.ts';
import { validate } from '../../lib/validate.ts';
import { useCheckResetToken } from './api/use-check-reset-token.ts';
import { useSavePassword } from './api/use-save-password.ts';
import { AuthCard } from './auth-card.tsx';
import { newPasswordForm } from './new-password-schema.ts';

/** Where the reset e-mail's link (#/reset-password?token=) lands: the link is checked, then a new password chosen. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token');
  const check = useCheckResetToken(token);
  const save = useSavePassword();
  const form = useForm({ newPassword: '', matchingPassword: '' });

  // A link that cannot be used says why (used, replaced, expired) before anyone types a password.
  if (!token || check.isError) {
    return (
      <AuthCard title={t('reset.title')} titleId="reset-title">
        <p className="notice notice--error" role="alert">{token ? errorMessage(check.error, t) : t('reset.noToken')}</p>
        <Link to="/forgot-password">{t('reset.again')}</Link>
      </AuthCard>
    );
  }
  if (check.isPending) {
    return (
      <AuthCard title={t('reset.title')} titleId="reset-title">
        <LoadingState page />
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
