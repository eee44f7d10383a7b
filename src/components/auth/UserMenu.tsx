'use client';

import { type KeyboardEvent, useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { Link } from 'waku/router/client';
import { themeVar } from '@/lib/design/palette';
import { useOpenUntilNavigation } from '../ui/use-open-until-navigation';
import { AUTHORS_CORNER_LINK, SIGN_OUT_ACTION, SIGN_OUT_LABEL, USER_MENU_LABEL, USER_MENU_LINKS } from './user-menu-links';
import { menuFocusTarget } from './user-menu-keys';
import { avatarInitial, formatPCoin } from './user-menu-format';
import {
  avatarClass,
  caretClass,
  menuButtonClass,
  menuButtonNicknameClass,
  menuButtonPCoinClass,
  menuButtonTextClass,
  menuItemClass,
  menuListClass,
  menuRootClass,
  menuSeparatorClass,
  panelClass,
  panelNicknameClass,
  panelPCoinClass,
  panelSummaryClass,
  panelTextClass,
} from './user-menu-styles';

/** Only what the menu shows: no ids, roles or tokens travel to the browser. */
export interface UserMenuUser {
  nickname: string;
  /** Absolute avatar URL, or null for the default avatar. */
  image: string | null;
  /** null hides the balance (the profile service did not answer). */
  pCoin: number | null;
  /** 我的文章 is offered (an authorised author, a writer or an admin: canUseAuthorsCorner). Only this flag crosses, never the roles. */
  authorsCorner?: boolean;
}

const MENU_ITEM_SELECTOR = '[role="menuitem"]';
// The typed route list only knows the pages built so far (/watchlist may come later).
type LinkTarget = Parameters<typeof Link>[0]['to'];

/** The member's picture, or a circle with the nickname's first character when there is none (or it fails). */
function Avatar({ nickname, image, size }: { nickname: string; image: string | null; size: number }) {
  const [broken, setBroken] = useState(false);
  if (image && !broken) {
    return <img src={image} alt="" width={size} height={size} className={avatarClass} onError={() => setBroken(true)} />;
  }
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" className={avatarClass} data-default-avatar="">
      <circle cx="16" cy="16" r="16" fill={themeVar('blueTintHover')} />
      <text x="16" y="16" dy="0.35em" textAnchor="middle" fontSize="15" fontWeight="700" fill={themeVar('brand')}>
        {avatarInitial(nickname)}
      </text>
    </svg>
  );
}

/**
 * The signed-in member's header menu: avatar, nickname and pCoin on a button that opens a
 * small panel with the member's pages and 登出. A WAI-ARIA menu button: arrows move, Esc closes and
 * returns to the button; an outside click, Tab-ing away and any navigation (the global route
 * middleware closes the user menu) close it too.
 */
export function UserMenu({ user }: { user: UserMenuUser }) {
  const { open, openHere, close: closeMenu } = useOpenUntilNavigation();
  const focusOnOpen = useRef<'first' | 'last'>('first');

  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const panelId = useId();
  const pCoin = formatPCoin(user.pCoin);

  const close = (returnFocus: boolean) => {
    closeMenu();
    if (returnFocus) buttonRef.current?.focus();
  };

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>(MENU_ITEM_SELECTOR) ?? []);

  const focusOpenedMenu = useEffectEvent(() => {
    const list = items();
    (focusOnOpen.current === 'last' ? list[list.length - 1] : list[0])?.focus();
  });
  const closeFromOutside = useEffectEvent((returnFocus: boolean) => close(returnFocus));

  useEffect(() => {
    if (!open) return;
    focusOpenedMenu();

    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) closeFromOutside(false);
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') closeFromOutside(true);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const openMenu = (focus: 'first' | 'last') => {
    focusOnOpen.current = focus;
    openHere();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowUp' ? 'last' : 'first');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key === 'Tab') {
      close(false); // and let the focus move on
      return;
    }
    const list = items();
    const current = list.findIndex((item) => item === document.activeElement);
    const target = menuFocusTarget(event.key, current, list.length);
    if (target === null) return;
    event.preventDefault();
    list[target]?.focus();
  };

  return (
    <div ref={rootRef} className={menuRootClass}>
      <button
        ref={buttonRef}
        type="button"
        className={menuButtonClass}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`${USER_MENU_LABEL}：${user.nickname}`}
        data-testid="user-menu"
        onClick={() => (open ? close(false) : openMenu('first'))}
        onKeyDown={onButtonKeyDown}
      >
        <Avatar nickname={user.nickname} image={user.image} size={32} />
        <span className={menuButtonTextClass}>
          <span className={menuButtonNicknameClass} data-testid="user-menu-nickname">
            {user.nickname}
          </span>
          {pCoin && (
            <span className={menuButtonPCoinClass} data-testid="user-menu-pcoin">
              {pCoin}
            </span>
          )}
        </span>
        <svg className={caretClass} width="10" height="10" viewBox="0 0 10 10" aria-hidden="true">
          <path d="M1 3 L5 7 L9 3" stroke="currentColor" strokeWidth="1.6" fill="none" strokeLinecap="round" />
        </svg>
      </button>

      {/* Always in the markup (hidden when closed), so the sign-out form exists before hydration. */}
      <div id={panelId} className={panelClass} hidden={!open} data-testid="user-menu-panel">
        <div className={panelSummaryClass}>
          <Avatar nickname={user.nickname} image={user.image} size={40} />
          <div className={panelTextClass}>
            <span className={panelNicknameClass} data-testid="user-menu-panel-nickname">
              {user.nickname}
            </span>
            {pCoin && (
              <span className={panelPCoinClass} data-testid="user-menu-panel-pcoin">
                {pCoin}
              </span>
            )}
          </div>
        </div>
        <ul ref={menuRef} role="menu" aria-label={USER_MENU_LABEL} className={menuListClass} onKeyDown={onMenuKeyDown}>
          {(user.authorsCorner ? [AUTHORS_CORNER_LINK, ...USER_MENU_LINKS] : USER_MENU_LINKS).map((link) => (
            <li key={link.href} role="none">
              <Link to={link.href as LinkTarget} role="menuitem" tabIndex={-1} className={menuItemClass} onClick={() => close(false)}>
                {link.label}
              </Link>
            </li>
          ))}
          <li role="separator" className={menuSeparatorClass} />
          <li role="none">
            <form method="post" action={SIGN_OUT_ACTION}>
              <button type="submit" role="menuitem" tabIndex={-1} className={menuItemClass} data-testid="sign-out">
                {SIGN_OUT_LABEL}
              </button>
            </form>
          </li>
        </ul>
      </div>
    </div>
  );
}
