import { useEffect, useRef, useState } from 'react';
import { inputLevel } from './input-level.ts';

export type MicrophoneFailure = 'denied' | 'noDevice' | 'busy' | 'failed';

export type MicrophoneState =
  | { phase: 'idle' }
  | { phase: 'starting' }
  | { phase: 'recording'; seconds: number; level: number }
  | { phase: 'tooShort'; seconds: number }
  | { phase: 'failed'; reason: MicrophoneFailure };

export interface Recording {
  file: File;
  seconds: number;
}

/** How long a recording may be, in seconds, as the host that takes it measures it. */
export interface RecordingLimits {
  min: number;
  max: number;
}

/**
 * Where recording stops by itself: a second inside the host's limit, since the recorder's last
 * chunk lands after the stop and the host measures the file, not this clock.
 */
export const recordingStopSeconds = (limits: RecordingLimits) => limits.max - 1;
const TICK_MS = 100;

interface Session {
  stream: MediaStream;
  recorder: MediaRecorder;
  audio: AudioContext;
  timer: number;
  /** The page went away: the recording is dropped, not delivered. */
  discard: boolean;
}

/** Whether this browser can record here at all (it needs a secure page: https or localhost). */
export function canRecord(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function' && typeof MediaRecorder !== 'undefined';
}

/** What a refusal of getUserMedia means for the person. */
export function microphoneFailureOf(error: unknown): MicrophoneFailure {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'noDevice';
  if (name === 'NotReadableError') return 'busy';
  return 'failed';
}

/** Opus in WebM where the browser records it (Chromium, Firefox); otherwise whatever it records by default (Safari: MP4). */
function recorderOptions(): MediaRecorderOptions | undefined {
  const type = 'audio/webm;codecs=opus';
  return MediaRecorder.isTypeSupported?.(type) ? { mimeType: type } : undefined;
}

function fileNameFor(type: string): string {
  const extension = type.includes('mp4') ? 'm4a' : type.includes('ogg') ? 'ogg' : 'webm';
  const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-');
  return `recording-${stamp}.${extension}`;
}

/**
 * The microphone as a source of audio to upload: start asks for the microphone and records with
 * MediaRecorder, reporting the elapsed time and the input level ten times a second; stop (or the
 * time limit) makes the recording a file. A recording under the minimum is refused, not delivered.
 */
export function useMicrophone(limits: RecordingLimits, onRecorded: (recording: Recording) => void) {
  const [state, setState] = useState<MicrophoneState>({ phase: 'idle' });
  const session = useRef<Session | null>(null);
  // The recording ends long after the render that started it: it goes to the latest callback, held to the latest limits.
  const deliver = useRef({ onRecorded, limits });
  useEffect(() => {
    deliver.current = { onRecorded, limits };
  }, [onRecorded, limits]);

  const release = (current: Session) => {
    window.clearInterval(current.timer);
    for (const track of current.stream.getTracks()) track.stop();
    void current.audio.close().catch(() => {});
    if (session.current === current) session.current = null;
  };

  const finish = (current: Session) => {
    window.clearInterval(current.timer);
    if (current.recorder.state !== 'inactive') current.recorder.stop();
  };

  // Leaving the page mid-recording lets go of the microphone (the browser's red dot goes out).
  useEffect(() => () => {
    const current = session.current;
    if (!current) return;
    current.discard = true;
    finish(current);
    release(current);
  }, []);

  const start = async () => {
    if (session.current) return;
    setState({ phase: 'starting' });
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (error) {
      setState({ phase: 'failed', reason: microphoneFailureOf(error) });
      return;
    }
    const recorder = new MediaRecorder(stream, recorderOptions());
    const audio = new AudioContext();
    const analyser = audio.createAnalyser();
    analyser.fftSize = 2048;
    audio.createMediaStreamSource(stream).connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    const chunks: Blob[] = [];
    const current: Session = { stream, recorder, audio, timer: 0, discard: false };
    session.current = current;
    let started = performance.now();
    const elapsed = () => (performance.now() - started) / 1000;

    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    // The clock starts when the recorder does, not when it was asked to.
    recorder.onstart = () => {
      started = performance.now();
    };
    recorder.onstop = () => {
      const seconds = elapsed();
      release(current);
      if (current.discard) return;
      if (seconds < deliver.current.limits.min) {
        setState({ phase: 'tooShort', seconds });
        return;
      }
      const type = recorder.mimeType || chunks[0]?.type || 'audio/webm';
      setState({ phase: 'idle' });
      deliver.current.onRecorded({ file: new File(chunks, fileNameFor(type), { type }), seconds });
    };
    current.timer = window.setInterval(() => {
      analyser.getFloatTimeDomainData(samples);
      const seconds = elapsed();
      setState({ phase: 'recording', seconds, level: inputLevel(samples) });
      if (seconds >= recordingStopSeconds(deliver.current.limits)) finish(current);
    }, TICK_MS);
    recorder.start(250);
    setState({ phase: 'recording', seconds: 0, level: 0 });
  };

  const stop = () => {
    if (session.current) finish(session.current);
  };

  return { state, start, stop, recording: state.phase === 'recording' || state.phase === 'starting' };
}
