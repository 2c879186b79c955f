import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { createApiKeyBody, type CreatedApiKey } from '@speechdeck/core';
import { SubmitButton, TextField, useForm } from '@speechdeck/core/web';
import { fieldErrorsOf } from '../../lib/error-message.ts';
import { validate } from '../../lib/validate.ts';
import { useCreateApiKey } from './api/use-create-api-key.ts';

const EMPTY = { name: '' };

/** Names and creates a key (POST /api/keys); the created key, secret included, goes to `onCreated`. */
export function CreateKeyForm({ onCreated }: { onCreated: (key: CreatedApiKey) => void }) {
  const { t } = useTranslation();
  const create = useCreateApiKey();
  const form = useForm(EMPTY);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(createApiKeyBody, form.values, t);
    if (!checked.ok) return form.setErrors(checked.errors);
    create.mutate(checked.data.name, {
      onSuccess: (key) => {
        form.setValues(EMPTY);
        onCreated(key);
      },
      onError: (error) => form.setErrors(fieldErrorsOf(error)),
    });
  };

  return (
    <section className="panel" aria-labelledby="create-key-title">
      <h2 id="create-key-title">{t('apiKeys.create')}</h2>
      <form className="form form--inline" onSubmit={submit} noValidate>
        <TextField label={t('apiKeys.name')} autoComplete="off" required {...form.field('name')} />
        <SubmitButton busy={create.isPending}>{t('apiKeys.createSubmit')}</SubmitButton>
      </form>
    </section>
  );
}
