import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { Button, describeFailure, ErrorState, FailureNotice, LoadingState, PageTitle, useScrollIntoView } from '@speechdeck/core/web';
import { MT_LIMITS, type MtEngine, type TranslateRequest, type Translation } from '../contract/mt-api.ts';
import { useMtClient } from './api/use-mt-client.ts';
import { useServedPairs } from './api/use-served-pairs.ts';
import { PairPickers } from './input/pair-pickers.tsx';
import { enginesOf, settlePair, sourcesOf } from './input/pairs.ts';
import { SourceInput, type InputKind } from './input/source-input.tsx';
import { TextSideBySide } from './result/text-side-by-side.tsx';
import { TranscriptSideBySide } from './result/transcript-side-by-side.tsx';
import { TranslationDownloads } from './result/translation-downloads.tsx';
import { translationFailures } from './run/translation-failures.ts';
import './mt-page.css';

/** /mt: a pair of the served ones, text or a transcript in, the translation beside it out, with downloads. */
export default function MtPage() {
  const { t } = useTranslation();
  const client = useMtClient();
  const served = useServedPairs();
  const pairs = served.data?.pairs ?? [];
  const [asked, setAsked] = useState({ source: 'en', target: 'es' });
  const { source, target } = settlePair(pairs, asked.source, asked.target);
  const [askedEngine, setEngine] = useState<MtEngine | ''>('');
  const engine = askedEngine && enginesOf(pairs, source, target).includes(askedEngine) ? askedEngine : '';
  const [kind, setKind] = useState<InputKind>('text');
  const [text, setText] = useState('');
  const [processId, setProcessId] = useState<string | null>(null);
  const run = useMutation({ mutationFn: (request: TranslateRequest) => client.translate(request) });
  const resultBox = useScrollIntoView<HTMLElement>(run.data ? String(run.submittedAt) : null);

  const ready = source !== '' && target !== '' && (kind === 'text' ? text.trim() !== '' && text.length <= MT_LIMITS.textMaxChars : processId !== null);
  const translate = () => {
    const input = kind === 'text' ? { text } : { processId: processId! };
    run.mutate({ ...input, source, target, ...(engine ? { engine } : {}) });
  };
  const failure = run.error ? describeFailure(run.error, translationFailures(t)) : null;

  return (
    <div className="page mt-page">
      <PageTitle>{t('mt.title')}</PageTitle>
      <p className="mt-page__intro">{t('mt.intro')}</p>
      <section className="panel mt-page__setup" aria-label={t('mt.pair.title')}>
        {served.isPending && <LoadingState label={t('mt.pair.loading')} />}
        {served.isError && <ErrorState message={t('mt.pair.loadFailed')} />}
        {served.data && (
          <>
            {sourcesOf(pairs).length === 0 ? (
              <p className="notice">{t('mt.pair.none')}</p>
            ) : (
              <PairPickers pairs={pairs} source={source} target={target} engine={engine} disabled={run.isPending} onPair={setAsked} onEngine={setEngine} />
            )}
            {served.data.unavailable.map((down) => (
              <p key={down.engine} className="field__hint">{t('mt.pair.unavailable', { engine: t(`mt.engine.${down.engine}`), message: down.message })}</p>
            ))}
          </>
        )}
        <SourceInput
          kind={kind}
          text={text}
          processId={processId}
          sources={sourcesOf(pairs)}
          disabled={run.isPending}
          onKind={setKind}
          onText={setText}
          onTranscript={(result) => {
            setProcessId(result.processId);
            // A transcript says its language: start from it when it is served.
            setAsked((pair) => ({ ...pair, source: result.language }));
          }}
        />
        <div className="mt-page__actions">
          <Button variant="primary" disabled={!ready || run.isPending} onClick={translate}>
            {run.isPending ? t('mt.actions.running') : t('mt.actions.translate')}
          </Button>
        </div>
      </section>
      {failure && <FailureNotice className="mt-page__error" title={failure.title} detail={failure.detail} />}
      {run.data && run.variables && (
        <section ref={resultBox} className="panel mt-result" aria-label={t('mt.result.title')}>
          <TranslationResult translation={run.data} original={run.variables.text ?? ''} />
        </section>
      )}
    </div>
  );
}

function TranslationResult({ translation, original }: { translation: Translation; original: string }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="mt-result__header">
        <h2 className="mt-result__title">{translation.transcript?.fn ?? t('mt.result.title')}</h2>
        <TranslationDownloads translation={translation} />
      </div>
      <p className="mt-result__by">{t('mt.result.by', { engine: t(`mt.engine.${translation.engine}`) })}</p>
      {translation.transcript ? (
        <TranscriptSideBySide translation={{ ...translation, transcript: translation.transcript }} />
      ) : (
        <TextSideBySide original={original} translation={translation} />
      )}
    </>
  );
}
