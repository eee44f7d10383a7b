/**
 * Keyboard moves inside the open user menu (WAI-ARIA menu button pattern): arrows wrap around,
 * Home/End jump to the ends. Returns the index to focus, or null when the key is not a move.
 */
export function menuFocusTarget(key: string, current: number, count: number): number | null {
  if (count <= 0) return null;
  const from = current >= 0 && current < count ? current : -1;
  switch (key) {
    case 'ArrowDown':
      return (from + 1) % count;
    case 'ArrowUp':
      return from <= 0 ? count - 1 : from - 1;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
