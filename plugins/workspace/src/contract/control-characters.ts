// Control characters (C0, DEL, C1) other than tab and newline.
const CONTROLS = /[^\P{Cc}\t\n]/gu;

/**
 * Text as a segment or a speaker's name may hold it: NUL, ESC and the other control characters
 * removed, since they break subtitle players and reach terminals through the exports. Tab and
 * newline stay (the formats fold them into spaces).
 */
export function withoutControlChars(text: string): string {
  return text.replace(CONTROLS, '');
}
