/** Five stars filled to `value` (0–5); the number is said in words by the caller. */
export function Stars({ value, className = "" }: { value: number; className?: string }) {
  const percent = Math.max(0, Math.min(value / 5, 1)) * 100;
  return (
    <span aria-hidden className={`relative inline-block whitespace-nowrap leading-none tracking-[0.15em] ${className}`}>
      <span className="text-line">★★★★★</span>
      <span className="absolute inset-0 overflow-hidden text-ink" style={{ width: `${percent}%` }}>
        ★★★★★
      </span>
    </span>
  );
}
