/**
 * The result view's styles, shipped with its components rather than in a stylesheet the shell must
 * load: React 19 hoists this <style> into <head> once however many components render it, and a page
 * that never shows a result never carries it.
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
.rv-transcript__list { position: relative; list-style: none; margin: 0; padding: 0 0.25rem 0 0; display: flex; flex-direction: column; gap: 0.5rem; max-height: 30rem; overflow-y: auto; }
.rv-transcript__empty { color: #b4bac6; }
.rv-seg { border-left: 4px solid var(--spk); background: #262a32; border-radius: 0 8px 8px 0; padding: 0.5rem 0.75rem; }
.rv-seg--current { background: #2e333d; box-shadow: inset 0 0 0 1px color-mix(in srgb, var(--spk) 45%, transparent); }
.rv-seg__head { display: flex; align-items: center; gap: 0.6rem; flex-wrap: wrap; margin-bottom: 0.25rem; font-size: 0.9rem; }
.rv-seg__time { font: inherit; font-variant-numeric: tabular-nums; background: none; border: 1px solid #3a404c; color: #8cc8ff; border-radius: 6px; padding: 0.05rem 0.45rem; cursor: pointer; }
.rv-seg__time:hover { border-color: #3da9fc; }
.rv-seg__speaker { color: var(--spk); font-weight: 700; }
.rv-seg__oa { font-size: 0.75rem; padding: 0.05rem 0.5rem; border-radius: 999px; border: 1px solid #3a404c; color: #b4bac6; }
.rv-seg__oa--positive { color: #7bd88f; border-color: #7bd88f; }
.rv-seg__oa--negative { color: #ff8fa3; border-color: #ff8fa3; }
.rv-seg__actions { margin-left: auto; display: inline-flex; gap: 0.4rem; }
.rv-seg__text { margin: 0; line-height: 1.9; }
.rv-word { font: inherit; color: inherit; background: none; border: 0; padding: 0.05rem 0.1rem; margin: 0; border-radius: 4px; cursor: pointer; }
.rv-word:hover { background: #3a404c; }
.rv-word[aria-current='true'] { background: var(--spk); color: #0b1220; }
.rv-word:focus-visible, .rv-seg__time:focus-visible { outline: 3px solid #ffd166; outline-offset: 1px; }
`;

export function ResultViewStyles() {
  return <style href="speechdeck-result-view" precedence="default">{CSS}</style>;
}
