/**
 * The line icons drawn in more than one place (🔍, ✕, ☆), so each is one path at any size. They are
 * decoration: hidden from screen readers, the control around them carries the name (aria-label).
 * They draw in currentColor, so they take the colour of that control, its hover included.
 */
interface IconProps {
  /** Width and height in CSS pixels. */
  size: number;
  className?: string | undefined;
}

export function SearchIcon({ size, className }: IconProps) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2.4" />
      <path d="M16.5 16.5 21 21" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
    </svg>
  );
}

/** ✕ for close and remove buttons; the smaller the icon, the heavier its line (so it reads at 14 px). */
export function CloseIcon({ size, lineWidth, className }: IconProps & { lineWidth: number }) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
      <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth={lineWidth} strokeLinecap="round" />
    </svg>
  );
}

/** The watchlist star: an outline, or `filled` for a stock already in the list. */
export function StarIcon({ size, filled = false, className }: IconProps & { filled?: boolean }) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
      <path d="m12 3.5 2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}

/** A page of a wall calendar (行事曆). */
/** A funnel: 選股 (the screener). */
export function FunnelIcon({ size, className }: IconProps) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
      <path d="M4 5h16l-6 7.5V19l-4 1.5v-8z" />
    </svg>
  );
}

export function CalendarIcon({ size, className }: IconProps) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
    </svg>
  );
}
