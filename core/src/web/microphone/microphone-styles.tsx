/**
 * The recorder's styles, shipped with it (like the player's): React 19 hoists this <style> into
 * <head> once, and a page that never records never carries it. Colours are the shell's theme tokens.
 */
const CSS = `
.mic-recorder { display: flex; flex-direction: column; gap: 0.6rem; }
.mic-recorder .field__hint { margin: 0; }
.mic-recorder__controls { display: flex; align-items: center; gap: 1rem; flex-wrap: wrap; }
.mic-recorder__time { font-variant-numeric: tabular-nums; font-size: 1.15rem; }
.mic-recorder__limit { color: var(--muted); font-size: 0.95rem; }
.mic-recorder__dot { display: inline-block; width: 0.6rem; height: 0.6rem; border-radius: 50%; background: currentColor; }
.mic-recorder__status { margin: 0; min-height: 1.4em; color: var(--muted); }
.mic-recorder__unavailable { margin: 0.5rem 0; border-color: var(--focus); }
.mic-meter { height: 0.6rem; border-radius: 999px; background: var(--surface-raised); border: 1px solid var(--border); overflow: hidden; }
.mic-meter__fill { display: block; height: 100%; background: var(--success); transition: width 0.1s linear; }
.mic-meter:not(.mic-meter--live) .mic-meter__fill { width: 0 !important; }
@media (prefers-reduced-motion: reduce) { .mic-meter__fill { transition: none; } }
`;

export function MicrophoneStyles() {
  return <style href="speechdeck-microphone" precedence="default">{CSS}</style>;
}
