/**
 * The player's styles, shipped with its components rather than in a stylesheet the shell must
 * load: React 19 hoists this <style> into <head> once however many components render it, and a page
 * that never plays media never carries it.
 */
const CSS = `
.rv-visually-hidden { position: absolute !important; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
.rv-player { display: flex; flex-direction: column; gap: 0.5rem; }
.rv-player__audio { display: none; }
.rv-player__bar { display: flex; align-items: center; gap: 0.75rem; flex-wrap: wrap; }
.rv-player__toggle { width: 2.75rem; height: 2.75rem; border-radius: 50%; border: 0; background: #3da9fc; color: #0b1220; font-size: 1rem; cursor: pointer; display: inline-flex; align-items: center; justify-content: center; }
.rv-player__toggle:hover { background: #8cc8ff; }
.rv-player__toggle:disabled { opacity: 0.5; cursor: default; }
.rv-player__time { font-variant-numeric: tabular-nums; font-size: 1.05rem; font-weight: 600; }
.rv-player__total { color: #b4bac6; font-weight: 400; }
.rv-player__status { color: #b4bac6; font-size: 0.85rem; }
.rv-player__wave { position: relative; border-radius: 8px; background: #171a1f; border: 1px solid #3a404c; padding: 6px 8px; cursor: pointer; touch-action: none; }
.rv-player__wave:focus-visible { outline: 3px solid #ffd166; outline-offset: 2px; }
.rv-player__canvas { display: block; width: 100%; }
.rv-legend { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 0.35rem 1rem; font-size: 0.9rem; }
.rv-legend__item { display: inline-flex; align-items: center; gap: 0.4rem; }
.rv-legend__swatch { width: 0.85rem; height: 0.85rem; border-radius: 3px; display: inline-block; }
`;

export function PlayerStyles() {
  return <style href="speechdeck-player" precedence="default">{CSS}</style>;
}
