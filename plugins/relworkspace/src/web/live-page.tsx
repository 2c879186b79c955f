import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, FailureNotice, formatTime, languageOptions, PageTitle, SelectField } from '@speechdeck/core/web';
import { useServedLanguages } from '@speechdeck/plugin-stt/web';
import { describeFailure } from './session/describe-failure.ts';
import { useLiveSession } from './session/use-live-session.ts';
import './live-page.css';

/** /relworkspace: the microphone recognized as it records, saved to the ASR workspace when stopped. */
export default function LivePage() {
  const { t, i18n } = useTranslation();
  const speakersId = useId();
  const [language, setLanguage] = useState('en');
  const [speakers, setSpeakers] = useState(false);
  const live = useLiveSession();
  const served = useServedLanguages().data;
  const uiLanguage = i18n.language || 'en';
  const languages = [...new Set(['en', ...(served?.languages ?? [])])];
  const busy = live.phase === 'starting' || live.phase === 'live' || live.phase === 'saving';
  const { lines, partial, ended } = live.transcript;

  return (
    <div className="page live-page">
      <PageTitle>{t('relworkspace.title')}</PageTitle>
      <p>{t('relworkspace.intro')}</p>

      <div className="live-page__controls">
        <SelectField
          label={t('relworkspace.language')}
          value={language}
          onChange={setLanguage}
          options={languageOptions(languages, uiLanguage)}
        />
        <div className="live-page__speakers">
          <input id={speakersId} type="checkbox" checked={speakers} disabled={busy} onChange={(event) => setSpeakers(event.target.checked)} aria-describedby={`${speakersId}-hint`} />
          <div>
            <label htmlFor={speakersId}>{t('relworkspace.speakers')}</label>
            <p id={`${speakersId}-hint`} className="field__hint">{t('relworkspace.speakersHint')}</p>
          </div>
        </div>
        {live.phase === 'live' ? (
          <Button variant="primary" onClick={live.stop}>{t('relworkspace.stop')}</Button>
        ) : (
          <Button variant="primary" disabled={busy} onClick={() => void live.start({ language, speakers })}>{t('relworkspace.start')}</Button>
        )}
      </div>

      <div className="live-page__status">
        <span className="live-page__time" aria-label={t('relworkspace.elapsed')} data-testid="live-time">
          {formatTime(live.seconds)}{live.limits ? ` ${t('relworkspace.limit', { max: formatTime(live.limits.maxSeconds) })}` : ''}
        </span>
        <span
          className="live-meter"
          role="meter"
          aria-label={t('relworkspace.level')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(live.level * 100)}
        >
          <span className="live-meter__fill" style={{ width: `${Math.round(live.level * 100)}%` }} />
        </span>
        <span role="status">{t(`relworkspace.status.${live.phase}`)}</span>
      </div>

      {live.failure && <FailureNotice title={t('relworkspace.failure.title')} detail={describeFailure(live.failure, t)} />}

      <section className="live-page__transcript" aria-label={t('relworkspace.transcript')} aria-live="polite">
        {lines.length === 0 && !partial && <p className="field__hint">{t('relworkspace.empty')}</p>}
        {lines.map((line) => (
          <p key={line.position} className="live-line" data-testid="live-final">
            <span className="live-line__time">{formatTime(line.start)}</span>
            {line.speaker && <span className="live-line__speaker">{line.speaker}:</span>}
            {line.text}
          </p>
        ))}
        {partial && <p className="live-partial" data-testid="live-partial" title={t('relworkspace.partial')}>{partial}</p>}
      </section>

      {ended && (
        <div className="live-page__saved notice" role="status">
          {ended.reason !== 'stopped' && ended.reason !== 'disconnected' && <p>{t(`relworkspace.end.${ended.reason === 'rejected' ? 'failed' : ended.reason}`)}</p>}
          {ended.result ? (
            <p>
              {t('relworkspace.saved', { name: ended.result.fn })} <a href="#/asr-workspace">{t('relworkspace.open')}</a>
            </p>
          ) : (
            <p>{t('relworkspace.notSaved')}</p>
          )}
        </div>
      )}
    </div>
  );
}
