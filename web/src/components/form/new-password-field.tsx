import { useTranslation } from 'react-i18next';
import { MIN_PASSWORD_LENGTH } from '@speechdeck/core';
import { TextField, type TextFieldProps } from '@speechdeck/core/web';

/** A password being chosen: masked, offered to password managers as new, with the length rule shown. */
export function NewPasswordField(props: Omit<TextFieldProps, 'type' | 'autoComplete' | 'hint'>) {
  const { t } = useTranslation();
  return <TextField type="password" autoComplete="new-password" required hint={t('validation.passwordHint', { min: MIN_PASSWORD_LENGTH })} {...props} />;
}
