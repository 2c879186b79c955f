import { useMemo, useState } from 'react';
import type { PickedRecording } from '@speechdeck/core/web';
import type { EnrolledSpeaker } from '@speechdeck/plugin-speaker';
import type { Reference, ReferenceSource } from './reference.ts';

/**
 * The reference as the picker's two tabs hold it: each tab keeps its own pick, so a look at the
 * other loses nothing, and the open tab's pick is the one cloned: what the person sees is what is sent.
 */
export function useReferenceChoice() {
  const [source, setSource] = useState<ReferenceSource>('recording');
  const [recording, setRecording] = useState<PickedRecording | null>(null);
  const [speaker, setSpeaker] = useState<EnrolledSpeaker | null>(null);
  const reference = useMemo((): Reference | null => (source === 'recording' ? recording : speaker && { kind: 'speaker', speaker }), [source, recording, speaker]);
  return { source, setSource, recording, setRecording, speaker, setSpeaker, reference };
}
