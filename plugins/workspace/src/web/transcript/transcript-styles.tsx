/** The transcript's styles, shipped with it (React hoists this <style> into <head> once). */
const CSS = `
.rv-visually-hidden { position: absolute !important; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
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

export function TranscriptStyles() {
  return <style href="speechdeck-transcript" precedence="default">{CSS}</style>;
}
