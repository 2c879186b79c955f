import type { FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { notify, SubmitButton, TextField, useForm } from '@speechdeck/core/web';
import { useShell } from '../../app/shell-context.tsx';
import { NewPasswordField } from '../../components/form/new-password-field.tsx';
import { fieldErrorsOf } from '../../lib/error-message.ts';
import { validate } from '../../lib/validate.ts';
import { useUpdatePassword } from './api/use-update-password.ts';
import { AuthCard } from './auth-card.tsx';
import { newPasswordForm } from './new-password-schema.ts';

const changePasswordForm = z.object({ oldPassword: z.string().min(1) }).and(newPasswordForm);

export default function ChangePasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { sessionState } = useShell();
  const update = useUpdatePassword();
  const form = useForm({ oldPassword: '', newPassword: '', matchingPassword: '' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(changePasswordForm, form.values, t);
    if (!checked.ok) return form.setErrors(checked.errors);
    update.mutate(checked.data, {
      onSuccess: () => {
        // The host ends every session of the user on a password change, this one too: log in anew.
        notify.success(t('changePassword.done'));
        navigate('/login', { replace: true });
        sessionState.signOut();
        queryClient.clear();
      },
      onError: (error) => form.setErrors(fieldErrorsOf(error)),
    });
  };

  return (
    <AuthCard title={t('changePassword.title')} titleId="change-password-title">
      <form className="form" onSubmit={submit} noValidate>
        <TextField label={t('fields.oldPassword')} type="password" autoComplete="current-password" required {...form.field('oldPassword')} />
        <NewPasswordField label={t('fields.newPassword')} {...form.field('newPassword')} />
        <TextField label={t('fields.matchingPassword')} type="password" autoComplete="new-password" required {...form.field('matchingPassword')} />
        <SubmitButton busy={update.isPending}>{t('changePassword.submit')}</SubmitButton>
      </form>
    </AuthCard>
  );
}
