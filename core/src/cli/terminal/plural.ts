/** `1 file`, `3 files`: counts in messages read as English. */
export function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}
