const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** 1536 -> '1.5 KB' (1024-based, one decimal under 10 of a unit). */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  return `${value.toFixed(digits)} ${UNITS[unit]}`;
}
