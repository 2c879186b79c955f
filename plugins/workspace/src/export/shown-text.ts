import { withoutControlChars } from '../contract/control-characters.ts';

/** Text on one line as the formats write it: control characters dropped, each run of whitespace one space. */
export function oneLine(text: string): string {
  return withoutControlChars(text).replace(/\s+/g, ' ').trim();
}

/** A segment's speaker as the formats name it, or null when it has none. */
export function speakerLabel(spk: string | null): string | null {
  return spk === null ? null : oneLine(spk) || null;
}
