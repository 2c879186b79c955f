import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notify, type SpeakerColors } from '@speechdeck/core/web';
import { renameSpeakerTo, useRenameSpeaker } from '../api/rename-speaker.ts';

/** Rename one speaker everywhere in the result (e.g. S1 -> Alice). */
export function RenameSpeakerForm({ processId, colors }: { processId: string; colors: SpeakerColors }) {
  const { t } = useTranslation();
  const ids = { from: useId(), to: useId(), error: useId() };
  const [from, setFrom] = useState(colors.speakers[0] ?? '');
  const [to, setTo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const rename = useRenameSpeaker();
  const speaker = colors.speakers.includes(from) ? from : colors.speakers[0] ?? '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rename.isPending) return;
    const checked = renameSpeakerTo.safeParse(to);
    if (!checked.success) {
      setError(checked.error.issues[0]?.code === 'too_big' ? t('workspace.rename.tooLong') : t('workspace.rename.required'));
      return;
    }
    if (checked.data === speaker) return;
    setError(null);
    rename.mutate({ processId, from: speaker, to: checked.data }, {
      onSuccess: () => {
        notify.success(t('workspace.rename.done', { from: speaker, to: checked.data }));
        setFrom(checked.data);
        setTo('');
      },
    });
  };

  return (
    <form className="ws-rename" onSubmit={submit} noValidate aria-label={t('workspace.rename.title')}>
      <div className="field">
        <label className="field__label" htmlFor={ids.from}>{t('workspace.rename.speaker')}</label>
        <select id={ids.from} className="field__input" value={speaker} onChange={(event) => setFrom(event.target.value)} style={{ color: colors.colorOf(speaker) }}>
          {colors.speakers.map((name) => <option key={name} value={name}>{name}</option>)}
        </select>
      </div>
      <div className={`field${error ? ' field--invalid' : ''}`}>
        <label className="field__label" htmlFor={ids.to}>{t('workspace.rename.to')}</label>
        <input
          id={ids.to}
          className="field__input"
          value={to}
          maxLength={100}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? ids.error : undefined}
          onChange={(event) => setTo(event.target.value)}
        />
      </div>
      {/* Not disabled while it runs: a disabled button drops the focus, and the person's place with it. */}
      <button type="submit" className="button button--small ws-rename__submit" aria-disabled={rename.isPending}>{t('workspace.rename.submit')}</button>
      {error && <p id={ids.error} className="field__error ws-rename__error">{error}</p>}
    </form>
  );
}
