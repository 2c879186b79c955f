/**
 * Seconds as people read them on a player: '0:05', '1:15', '1:02:03'; with `tenths`, '1:15.3'.
 * Negative and non-finite values read as 0.
 */
export function formatTime(seconds: number, { tenths = false }: { tenths?: boolean } = {}): string {
  const safe = Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
  const totalTenths = tenths ? Math.floor(safe * 10 + 1e-6) : Math.floor(safe + 1e-6) * 10;
  const whole = Math.floor(totalTenths / 10);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const secs = whole % 60;
  const clock = hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${String(secs).padStart(2, '0')}`
    : `${minutes}:${String(secs).padStart(2, '0')}`;
  return tenths ? `${clock}.${totalTenths % 10}` : clock;
}
