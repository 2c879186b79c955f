import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@speechdeck/core/web';
import { useElementById } from '../use-element-by-id.ts';
import { LinkForm } from './link-form.tsx';

type LinkDialogProps = Omit<Parameters<typeof LinkForm>[0], 'fieldId'>;

/** The link's address in a small dialog; focus starts in the field and goes back to the toolbar's Link button. */
export function LinkDialog(props: LinkDialogProps) {
  const { t } = useTranslation();
  const fieldId = useId();
  const field = useElementById(fieldId);
  return (
    <Dialog title={t('tts.editor.linkTitle')} onClose={props.onCancel} initialFocus={field}>
      <LinkForm {...props} fieldId={fieldId} />
    </Dialog>
  );
}
