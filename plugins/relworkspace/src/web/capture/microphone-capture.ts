import { inputLevel, microphoneFailureOf, type MicrophoneFailure } from '@speechdeck/core/web';
import { pcmWorkletSource } from './pcm-worklet.ts';

export type CaptureFailure = MicrophoneFailure | 'unsupported';

export class CaptureError extends Error {
  constructor(readonly reason: CaptureFailure, cause?: unknown) {
    super(`microphone: ${reason}`, { cause });
  }
}

export interface Capture {
  /** Lets go of the microphone (the browser's recording mark goes out). */
  stop(): void;
}

/** Asks for the microphone (from a click: browsers ask the user). */
export async function openMicrophone(): Promise<MediaStream> {
  if (typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia || typeof AudioWorkletNode === 'undefined') throw new CaptureError('unsupported');
  try {
    return await navigator.mediaDevices.getUserMedia({ audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true } });
  } catch (error) {
    throw new CaptureError(microphoneFailureOf(error), error);
  }
}

/** The microphone as 0.1 s frames of 16 kHz 16-bit PCM, each with its level (0..1) for a meter. */
export async function startCapture(stream: MediaStream, onFrame: (pcm: ArrayBuffer, level: number) => void): Promise<Capture> {
  const audio = new AudioContext();
  const url = URL.createObjectURL(new Blob([pcmWorkletSource()], { type: 'text/javascript' }));
  try {
    await audio.audioWorklet.addModule(url);
  } finally {
    URL.revokeObjectURL(url);
  }
  const node = new AudioWorkletNode(audio, 'speechdeck-pcm-capture', { numberOfInputs: 1, numberOfOutputs: 0, channelCount: 1, channelCountMode: 'explicit' });
  node.port.onmessage = (event: MessageEvent<{ pcm: ArrayBuffer }>) => {
    const { pcm } = event.data;
    onFrame(pcm, inputLevel(Float32Array.from(new Int16Array(pcm), (sample) => sample / 32768)));
  };
  audio.createMediaStreamSource(stream).connect(node);
  if (audio.state === 'suspended') await audio.resume();
  return {
    stop() {
      node.port.onmessage = null;
      for (const track of stream.getTracks()) track.stop();
      void audio.close().catch(() => {});
    },
  };
}
