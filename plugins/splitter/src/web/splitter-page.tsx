import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, FailureNotice, LoadingState, PageTitle, useScrollIntoView } from '@speechdeck/core/web';
import { CallOptionsForm } from './call/call-options-form.tsx';
import { defaultCallOptions, nameProblems, type CallOptions } from './call/call-options.ts';
import { CallProgress } from './call/call-progress.tsx';
import { CallTranscript } from './call/call-transcript.tsx';
import { useCallRun } from './call/use-call-run.ts';
import { describeSplitterFailure } from './failure.ts';
import { CallInputPicker, type CallInput } from './input/call-input.tsx';
import { ChannelPlayers } from './split/channel-players.tsx';
import { SplitProgress } from './split/split-progress.tsx';
import { useSplitRun } from './split/use-split-run.ts';
import './splitter-page.css';

/**
 * /splitter: a stereo call recording (a file or a sample) split into its two channels, each to
 * play and download (and both as a ZIP); or recognized, each channel on its own and merged by time
 * into one transcript whose speakers are the channel names, saved to the workspace.
 */
export default function SplitterPage() {
  const { t } = useTranslation();
  const [input, setInput] = useState<CallInput | null>(null);
  const [options, setOptions] = useState<CallOptions>(() => defaultCallOptions(t));
  const split = useSplitRun();
  const call = useCallRun();
  const busy = split.running || call.running;
  const problems = nameProblems(options, t);

  // A new recording clears what was shown of the last one, but never a run still going.
  const choose = (next: CallInput) => {
    if (busy) return;
    split.clear();
    call.clear();
    setInput(next);
  };

  const splitFailure = split.error ? describeSplitterFailure(split.error, 'split', t) : null;
  const callError = call.submitError ?? call.pollError;
  const callFailure = callError ? describeSplitterFailure(callError, 'call', t) : null;
  const done = call.job?.status === 'done' && call.job.processId ? call.job : null;
  const resultBox = useScrollIntoView<HTMLDivElement>(done?.id ?? null);

  return (
    <div className="page sp-page">
      <PageTitle>{t('splitter.title')}</PageTitle>
      <p className="ui-page-intro">{t('splitter.intro')}</p>
      <div className="ui-setup">
        <CallInputPicker input={input} disabled={busy} onInput={choose}>
          <Button variant="primary" className="sp-input__split" disabled={!input || busy} onClick={() => input && split.submit(input)}>
            {split.running ? t('splitter.split.running') : t('splitter.split.button')}
          </Button>
        </CallInputPicker>
        <section className="panel sp-call" aria-labelledby="sp-call-title">
          <h2 id="sp-call-title">{t('splitter.call.title')}</h2>
          <p className="sp-call__hint">{t('splitter.call.hint')}</p>
          <CallOptionsForm value={options} problems={problems} disabled={busy} onChange={setOptions} />
          <Button
            variant="primary"
            disabled={!input || busy || Object.keys(problems).length > 0}
            onClick={() => input && call.submit({ input, options })}
          >
            {call.running ? t('splitter.call.running') : t('splitter.call.button')}
          </Button>
        </section>
      </div>
      {splitFailure && <FailureNotice className="sp-page__error" title={splitFailure.title} detail={splitFailure.detail} />}
      {split.step && !split.result && <section className="panel"><SplitProgress step={split.step} done={false} error={split.error} /></section>}
      {split.result && <ChannelPlayers result={split.result} />}
      {callFailure && <FailureNotice className="sp-page__error" title={callFailure.title} detail={callFailure.detail} />}
      {(call.upload || call.job) && !done && (
        <section className="panel" aria-label={t('splitter.call.job')}>
          <CallProgress upload={call.upload} uploadError={call.submitError} call={call.job} />
        </section>
      )}
      <div ref={resultBox} className="sp-page__result">
        {done && (
          <Suspense fallback={<LoadingState label={t('splitter.result.loading')} />}>
            <CallTranscript processId={done.processId!} file={call.file} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
