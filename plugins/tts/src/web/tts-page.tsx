import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ErrorState, LoadingState, PageTitle } from '@speechdeck/core/web';
import { useVoices } from './api/get-voices.ts';
import { RichTextEditor } from './editor/rich-text-editor.tsx';
import { useRichTextEditor } from './editor/use-rich-text-editor.ts';
import { initialSettings, type VoiceSettings } from './options/voice-settings.ts';
import { VoiceOptions } from './options/voice-options.tsx';
import { RecentSyntheses } from './recent/recent-syntheses.tsx';
import { CharacterCount } from './synthesis/character-count.tsx';
import { describeSynthesisFailure } from './synthesis/synthesis-failures.ts';
import { SynthesisProgress } from './synthesis/synthesis-progress.tsx';
import { SynthesisResult } from './synthesis/synthesis-result.tsx';
import { textFit } from './synthesis/text-fit.ts';
import { useSynthesisRun } from './synthesis/use-synthesis-run.ts';
import './tts-page.css';

/**
 * /tts: write the text in the rich-text editor, choose language, voice, rate, pitch and format,
 * synthesize (stored, with progress), listen, download, e-mail it; the user's recent syntheses below.
 */
export default function TtsPage() {
  const { t, i18n } = useTranslation();
  const ids = { text: useId(), hint: useId(), count: useId(), why: useId() };
  const voices = useVoices();
  const [settings, setSettings] = useState<VoiceSettings | null>(null);
  const editor = useRichTextEditor({ label: t('tts.text.label'), placeholder: t('tts.editor.placeholder'), describedBy: `${ids.hint} ${ids.count}` });
  const run = useSynthesisRun();
  const progress = useRef<HTMLDivElement>(null);

  // The pickers start on the host's default voice for the dashboard's language once the voices are known.
  const chosen = settings ?? (voices.data ? initialSettings(voices.data, i18n.language || 'en') : null);
  const characters = editor?.text.length ?? 0;
  const fit = textFit(characters);
  const why = !chosen ? null : fit === 'empty' ? t('tts.actions.needText') : fit === 'tooLong' ? t('tts.actions.tooLong') : null;
  const canStart = chosen !== null && fit === 'fits' && !run.running;

  const stage = run.state.stage;
  useEffect(() => {
    if (stage === 'idle') return;
    const behavior = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
    progress.current?.scrollIntoView?.({ block: 'nearest', behavior });
  }, [stage]);

  const start = () => {
    if (!editor || !chosen || !canStart) return;
    run.submit({ text: editor.text, ...chosen });
  };
  const failure = run.state.stage === 'failed' ? describeSynthesisFailure(run.state.error, run.state.jobError, t) : null;
  const current = run.state.stage === 'done' ? run.state.result : null;

  return (
    <div className="page tts-page">
      <PageTitle>{t('tts.title')}</PageTitle>
      <p className="tts-page__intro">{t('tts.intro')}</p>
      <div className="tts-page__setup">
        <section className="panel tts-text" aria-labelledby={ids.text}>
          <h2 id={ids.text}>{t('tts.text.title')}</h2>
          {editor ? (
            <RichTextEditor handle={editor} hintId={ids.hint} linkIn="dialog" footer={<CharacterCount characters={characters} id={ids.count} />} />
          ) : (
            <LoadingState />
          )}
        </section>
        <div className="tts-page__side">
          {voices.isError ? (
            <div className="panel">
              <ErrorState message={t('tts.options.voicesFailed')} action={<Button size="small" onClick={() => void voices.refetch()}>{t('tts.common.retry')}</Button>} />
            </div>
          ) : !voices.data ? (
            <div className="panel"><LoadingState label={t('tts.options.loadingVoices')} /></div>
          ) : !chosen ? (
            <p className="panel notice" role="alert">{t('tts.options.noVoices')}</p>
          ) : (
            <VoiceOptions voices={voices.data} value={chosen} disabled={run.running} onChange={setSettings} />
          )}
          <div className="tts-page__actions">
            <Button variant="primary" className="tts-page__start" disabled={!canStart} aria-describedby={why ? ids.why : undefined} onClick={start}>
              {run.running ? t('tts.actions.running') : t('tts.actions.synthesize')}
            </Button>
            {why && <span id={ids.why} className="tts-page__hint">{why}</span>}
          </div>
        </div>
      </div>
      <div ref={progress} className="tts-page__run">
        {run.state.stage !== 'idle' && (
          <section className="panel" aria-label={t('tts.progress.label')}>
            <SynthesisProgress state={run.state} />
            {failure && (
              <div className="notice notice--error tts-page__error" role="alert">
                <strong>{failure.title}</strong>
                {failure.detail && <p className="tts-page__error-detail">{failure.detail}</p>}
              </div>
            )}
          </section>
        )}
        {current && <SynthesisResult result={current} voices={voices.data ?? []} />}
      </div>
      <RecentSyntheses
        voices={voices.data ?? []}
        onDeleted={(id) => {
          if (current?.synthesisId === id) run.reset();
        }}
      />
    </div>
  );
}
