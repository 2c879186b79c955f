import type { ReactNode } from 'react';
import { MediaPicker } from '@speechdeck/core/web';
import { CLIP_SOURCES, type Clip } from './clip.ts';
import { useClipLabels } from './use-clip-labels.ts';

interface ClipPickerProps {
  purpose: 'enroll' | 'identify';
  clip: Clip | null;
  disabled: boolean;
  onClip: (clip: Clip) => void;
  /** Seconds a recording must and may last. */
  recordSeconds: { min: number; max: number };
  /** Under the chosen clip: its player. */
  children?: ReactNode;
}

/** The voice: a file, a sample or a recording from the microphone (the platform's media picker), in the words of what it is for. */
export function ClipPicker({ purpose, clip, disabled, onClip, recordSeconds, children }: ClipPickerProps) {
  const labels = useClipLabels(purpose);
  return (
    <MediaPicker sources={CLIP_SOURCES} value={clip} onInput={onClip} disabled={disabled} recordSeconds={recordSeconds} labels={labels}>
      {children}
    </MediaPicker>
  );
}
