/** The speechdeck mark: a waveform in a rounded square. */
export function Logo() {
  return (
    <svg className="logo" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#3DA9FC" />
      <path d="M7 16v0M11 12v8M15 8v16M19 11v10M23 14v4M25 16v0" stroke="#1D2026" strokeWidth="2.6" strokeLinecap="round" />
    </svg>
  );
}
