import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { CallInput } from '../input/call-input.tsx';
import { useSplitterClient } from '../api/use-splitter-client.ts';

/** One channel as the host answered it. */
export interface SplitChannel {
  /** 0 left, 1 right. */
  channel: 0 | 1;
  wav: Blob;
  bytes: ArrayBuffer;
}

/** Where the split is: which channel's call, and how much of its upload went. */
export interface SplitStep {
  channel: 0 | 1;
  /** 0..1 of the upload. */
  fraction: number;
}

export interface SplitResult {
  input: CallInput;
  channels: [SplitChannel, SplitChannel];
}

/**
 * Splits the recording on the host: one call per channel (chan=0, then chan=1), each answering a
 * WAV the page plays and offers for download as it is.
 */
export function useSplitRun() {
  const splitter = useSplitterClient();
  const [step, setStep] = useState<SplitStep | null>(null);
  const run = useMutation({
    // The page shows its failures itself, inline.
    meta: { quiet: true },
    mutationFn: async (input: CallInput): Promise<SplitResult> => {
      const channels: SplitChannel[] = [];
      for (const channel of [0, 1] as const) {
        setStep({ channel, fraction: 0 });
        const bytes = await splitter.split(input.file, channel, {
          onUploadProgress: (progress) => setStep({ channel, fraction: progress.fraction ?? 0 }),
        });
        channels.push({ channel, bytes, wav: new Blob([bytes], { type: 'audio/wav' }) });
      }
      return { input, channels: channels as [SplitChannel, SplitChannel] };
    },
  });
  return {
    step,
    submit: run.mutate,
    error: run.error,
    running: run.isPending,
    result: run.data ?? null,
    clear: () => {
      run.reset();
      setStep(null);
    },
  };
}
