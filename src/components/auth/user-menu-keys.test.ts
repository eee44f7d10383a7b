import { describe, expect, it } from 'vitest';
import { menuFocusTarget } from './user-menu-keys';

describe('menuFocusTarget', () => {
  it('moves down and up with wrap-around', () => {
    expect(menuFocusTarget('ArrowDown', 0, 3)).toBe(1);
    expect(menuFocusTarget('ArrowDown', 2, 3)).toBe(0);
    expect(menuFocusTarget('ArrowUp', 0, 3)).toBe(2);
    expect(menuFocusTarget('ArrowUp', 2, 3)).toBe(1);
  });

  it('jumps to the ends', () => {
    expect(menuFocusTarget('Home', 2, 3)).toBe(0);
    expect(menuFocusTarget('End', 0, 3)).toBe(2);
  });

  it('starts from the ends when no item has the focus', () => {
    expect(menuFocusTarget('ArrowDown', -1, 3)).toBe(0);
    expect(menuFocusTarget('ArrowUp', -1, 3)).toBe(2);
    expect(menuFocusTarget('ArrowDown', 99, 3)).toBe(0);
  });

  it('ignores other keys and empty menus', () => {
    expect(menuFocusTarget('a', 0, 3)).toBeNull();
    expect(menuFocusTarget('Enter', 0, 3)).toBeNull();
    expect(menuFocusTarget('ArrowDown', 0, 0)).toBeNull();
  });
});
