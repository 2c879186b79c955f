import { Downsampler } from './downsampler.ts';

/** Samples per message to the page: 0.1 s at 16 kHz, the frame the socket carries. */
export const FRAME_SAMPLES = 1600;

/**
 * The AudioWorklet that turns the microphone into 16 kHz PCM frames, loaded from a Blob URL so
 * that it needs no file of its own in the build. It posts `{ pcm: ArrayBuffer }` every
 * 0.1 s.
 */
export function pcmWorkletSource(): string {
  return `
const Downsampler = ${Downsampler.toString()};
class PcmCapture extends AudioWorkletProcessor {
  constructor() {
    super();
    this.down = new Downsampler(sampleRate, 16000);
    this.frame = new Int16Array(${FRAME_SAMPLES});
    this.filled = 0;
  }
  process(inputs) {
    const channel = inputs[0] && inputs[0][0];
    if (!channel) return true;
    const pcm = this.down.push(channel);
    for (let i = 0; i < pcm.length; i++) {
      this.frame[this.filled++] = pcm[i];
      if (this.filled === this.frame.length) {
        this.port.postMessage({ pcm: this.frame.buffer }, [this.frame.buffer]);
        this.frame = new Int16Array(${FRAME_SAMPLES});
        this.filled = 0;
      }
    }
    return true;
  }
}
registerProcessor('speechdeck-pcm-capture', PcmCapture);
`;
}
