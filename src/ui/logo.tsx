/** The product mark and word mark; decorative parts are hidden from screen readers. */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <span className="logo">
      <svg className="logo__mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill="var(--color-brand)" />
        <path d="M8 15.5 16 9l8 6.5V24a1 1 0 0 1-1 1h-4.5v-5.5h-5V25H9a1 1 0 0 1-1-1z" fill="#fff" />
        <path d="M19.5 7.5h3v4.2l-3-2.4z" fill="var(--color-accent)" />
      </svg>
      {!compact && (
        <span className="logo__word">
          Title<span className="logo__word-accent">Track</span>
        </span>
      )}
    </span>
  );
}
