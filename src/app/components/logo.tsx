export function LogoMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#0f6f65" />
      <path d="M18 44V20h17v5H24v5h10v5H24v9z" fill="#fff" />
      <circle cx="44" cy="38" r="7" fill="none" stroke="#fff" strokeWidth="4" />
      <path d="M40 33c0-6 3-10 8-12" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
