/** The waveform player's words. The shell gives them in the dashboard's language through the UI kit (UiKitLabels.player). */
export interface WaveformPlayerLabels {
  play: string;
  pause: string;
  /** The waveform's accessible name (it is a slider over the playback position). */
  waveform: string;
  /** '0:05 of 0:24' */
  position: (current: string, total: string) => string;
  loading: string;
  /** The outline could not be drawn (too long, or a format the browser cannot decode). */
  unavailable: string;
  /** The legend's name: the speakers' colours, or the one entry for speech without speakers. */
  speakers: string;
  /** Legend entry for speech of a result without speakers. */
  speech: string;
}

/** What the player says without a shell (a component test). */
export const ENGLISH_PLAYER_LABELS: WaveformPlayerLabels = {
  play: 'Play',
  pause: 'Pause',
  waveform: 'Playback position',
  position: (current, total) => `${current} of ${total}`,
  loading: 'Drawing the waveform…',
  unavailable: 'No waveform for this audio',
  speakers: 'Legend',
  speech: 'Speech',
};
