import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { userAddBody } from '@speechdeck/core';
import { notify, SelectField, SubmitButton, TextField, useForm } from '@speechdeck/core/web';
import { NewPasswordField } from '../../components/form/new-password-field.tsx';
import { fieldErrorsOf } from '../../lib/error-message.ts';
import { validate } from '../../lib/validate.ts';
import { useAddUser } from './api/use-add-user.ts';
import { roleIdOf, roleOptions } from './role-options.ts';

const EMPTY = { username: '', password: '', role: roleIdOf('USER') };

/** Creates a confirmed account with a role (POST /user/add). */
export function AddUserForm() {
  const { t } = useTranslation();
  const add = useAddUser();
  const form = useForm(EMPTY);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { username: form.values.username, password: form.values.password, role: { id: Number(form.values.role) } };
    const checked = validate(userAddBody, body, t);
    if (!checked.ok) return form.setErrors(checked.errors);
    add.mutate(checked.data, {
      onSuccess: (user) => {
        notify.success(t('users.added', { email: user.email }));
        form.setValues(EMPTY);
      },
      onError: (error) => form.setErrors(fieldErrorsOf(error)),
    });
  };

  return (
    <section className="panel" aria-labelledby="add-user-title">
      <h2 id="add-user-title">{t('users.add')}</h2>
      <form className="form form--inline" onSubmit={submit} noValidate>
        <TextField label={t('fields.email')} type="email" autoComplete="off" required {...form.field('username')} />
        <NewPasswordField label={t('fields.password')} {...form.field('password')} />
        <SelectField label={t('fields.role')} options={roleOptions(t)} {...form.field('role')} />
        <SubmitButton busy={add.isPending}>{t('users.addSubmit')}</SubmitButton>
      </form>
    </section>
  );
}
