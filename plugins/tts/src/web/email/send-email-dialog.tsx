import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@speechdeck/core';
import { Button, Dialog, notify, SubmitButton, TextField, useForm } from '@speechdeck/core/web';
import { emailBody } from '../../contract/tts-api.ts';
import { useSendTts } from '../api/send-tts.ts';
import { RichTextEditor } from '../editor/rich-text-editor.tsx';
import { useRichTextEditor } from '../editor/use-rich-text-editor.ts';
import { useElementById } from '../use-element-by-id.ts';

interface SendEmailDialogProps {
  /** The stored synthesis whose audio the mail carries. */
  synthesisId: string;
  /** The audio's file name, as the mail will carry it. */
  fileName: string;
  onClose: () => void;
}

const FIELDS = { receiverEmail: 'recipient', emailSubject: 'subject', emailBody: 'body' } as const;

/**
 * "Send by e-mail": recipient, subject and a body written in the same editor as the text, sent
 * with send-tts, the audio attached by the host. The fields are checked as the host checks them;
 * what the host still refuses (an address, a limit reached: 429) is shown in its own words.
 */
export function SendEmailDialog({ synthesisId, fileName, onClose }: SendEmailDialogProps) {
  const { t } = useTranslation();
  const send = useSendTts();
  const ids = { recipient: useId(), hint: useId() };
  const form = useForm({ recipient: '', subject: t('tts.email.defaultSubject', { name: fileName }) });
  const [failure, setFailure] = useState<string | null>(null);
  const body = useRichTextEditor({ label: t('tts.email.body'), placeholder: t('tts.editor.placeholder'), describedBy: ids.hint });
  // Focus starts in the recipient field, not on the dialog's close button.
  const firstField = useElementById(ids.recipient);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const html = body && !body.editor.isEmpty ? body.editor.getHTML() : '';
    const checked = emailBody.safeParse({ receiverEmail: form.values.recipient, emailSubject: form.values.subject, emailBody: html });
    if (!checked.success) {
      form.setErrors(Object.fromEntries(checked.error.issues.map((issue) => [FIELDS[issue.path[0] as keyof typeof FIELDS], t(`tts.email.invalid.${String(issue.path[0])}`)])));
      return;
    }
    send.mutate({ ...checked.data, synthesisId }, {
      onSuccess: () => {
        notify.success(t('tts.email.sent', { email: checked.data.receiverEmail, name: fileName }));
        onClose();
      },
      onError: (error) => {
        if (isApiError(error)) {
          const fields = Object.entries(error.fields).filter(([name]) => name in FIELDS);
          form.setErrors(Object.fromEntries(fields.map(([name, message]) => [FIELDS[name as keyof typeof FIELDS], message])));
          setFailure(error.status === 0 ? t('tts.errors.network') : error.message);
        } else {
          setFailure(t('tts.errors.unexpected'));
        }
      },
    });
  };

  return (
    <Dialog title={t('tts.email.title')} onClose={onClose} initialFocus={firstField}>
      <form className="form tts-email" onSubmit={submit} noValidate>
        <TextField id={ids.recipient} label={t('tts.email.recipient')} type="email" autoComplete="email" inputMode="email" required {...form.field('recipient')} />
        <TextField label={t('tts.email.subject')} required maxLength={200} {...form.field('subject')} />
        <div className={`field${form.errors.body ? ' field--invalid' : ''}`}>
          <span className="field__label" aria-hidden="true">{t('tts.email.body')}</span>
          {body && <RichTextEditor handle={body} hintId={ids.hint} linkIn="place" size="short" />}
          {form.errors.body && <p className="field__error" role="alert">{form.errors.body}</p>}
        </div>
        <p className="tts-email__attachment">
          <span className="badge">{t('tts.email.attached')}</span> <span className="tts-email__file">{fileName}</span>
        </p>
        {failure && <p className="notice notice--error tts-email__failure" role="alert">{failure}</p>}
        <div className="dialog-actions">
          <Button onClick={onClose}>{t('tts.common.cancel')}</Button>
          <SubmitButton busy={send.isPending}>{send.isPending ? t('tts.email.sending') : t('tts.email.send')}</SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
