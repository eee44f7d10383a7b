import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { themeVar } from '@/lib/design/palette';

/** The empty-state kinds the pages use. */
export type EmptyStateKind = 'notFound' | 'noResult' | 'error';

const DEFAULT_TEXT: Record<EmptyStateKind, string> = { notFound: '找不到這個內容，可能已被移除或暫時無法瀏覽。', noResult: '目前沒有符合的資料。', error: '資料暫時無法載入，請稍後再試。' };

/**
 * Never a blank area: an illustration of what happened and a sentence saying it. Each kind has its
 * own picture, so a reader tells "nothing here" from "this broke" at a glance: a missing page
 * (notFound), an empty magnifier (noResult), a warning sign in the rise colour (error).
 * `data-empty-state` is what the tests look for; an error is announced (role="alert").
 */
export function EmptyState({ kind, text, minHeight }: { kind: EmptyStateKind; text?: ReactNode; minHeight?: number }) {
  return (
    <div className={boxClass} style={minHeight ? { minHeight } : undefined} data-empty-state={kind} role={kind === 'error' ? 'alert' : undefined}>
      <Illustration kind={kind} />
      <p className={textClass}>{text ?? DEFAULT_TEXT[kind]}</p>
    </div>
  );
}

// Theme variables: the pictures follow the light and dark themes.
const MUTED = themeVar('stable');
const LIGHT = themeVar('line');
const BRAND = themeVar('brand');
const RISE = themeVar('rise');
const GROUND = themeVar('surface');

function Illustration({ kind }: { kind: EmptyStateKind }) {
  return (
    <svg width="72" height="72" viewBox="0 0 72 72" aria-hidden="true" data-illustration={kind}>
      {kind === 'notFound' && <MissingPage />}
      {kind === 'noResult' && <EmptyMagnifier />}
      {kind === 'error' && <WarningSign />}
    </svg>
  );
}

/** A page with a folded corner and a question mark: the thing asked for is not there. */
function MissingPage() {
  return (
    <>
      <ellipse cx="36" cy="64" rx="20" ry="3" fill={LIGHT} />
      <path d="M18 8h26l12 12v38a2 2 0 0 1-2 2H18a2 2 0 0 1-2-2V10a2 2 0 0 1 2-2z" fill={GROUND} stroke={MUTED} strokeWidth="2.5" strokeLinejoin="round" />
      <path d="M44 8v12h12" fill="none" stroke={MUTED} strokeWidth="2.5" strokeLinejoin="round" />
      <path d="M30 32a6 6 0 1 1 8.5 5.4c-1.6.8-2.5 2-2.5 3.8V43" fill="none" stroke={BRAND} strokeWidth="3" strokeLinecap="round" />
      <circle cx="36" cy="50" r="2" fill={BRAND} />
    </>
  );
}

/** A magnifier over empty lines: the search ran and found nothing. */
function EmptyMagnifier() {
  return (
    <>
      <ellipse cx="36" cy="64" rx="20" ry="3" fill={LIGHT} />
      <rect x="10" y="14" width="34" height="5" rx="2.5" fill={LIGHT} />
      <rect x="10" y="25" width="24" height="5" rx="2.5" fill={LIGHT} />
      <rect x="10" y="36" width="16" height="5" rx="2.5" fill={LIGHT} />
      <circle cx="42" cy="34" r="13" fill={GROUND} stroke={MUTED} strokeWidth="3" />
      <path d="M51.5 43.5 60 52" stroke={MUTED} strokeWidth="5" strokeLinecap="round" />
      <path d="M37 34h10" stroke={BRAND} strokeWidth="3" strokeLinecap="round" />
    </>
  );
}

/** A warning sign in the rise red: something failed on our side, try again later. */
function WarningSign() {
  return (
    <>
      <ellipse cx="36" cy="64" rx="20" ry="3" fill={LIGHT} />
      <path d="M36 9 63 56H9z" fill={themeVar('redTint')} stroke={RISE} strokeWidth="3" strokeLinejoin="round" />
      <path d="M36 25v15" stroke={RISE} strokeWidth="4" strokeLinecap="round" />
      <circle cx="36" cy="48" r="2.5" fill={RISE} />
    </>
  );
}

const boxClass = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '3',
  p: '5',
  textAlign: 'center',
  color: 'muted',
  fontSize: '14px',
  bg: 'surface',
  borderRadius: 'lg',
  border: '1px dashed token(colors.line)',
});
const textClass = css({ m: 0, maxW: '36em', lineHeight: '1.7', overflowWrap: 'anywhere' });
