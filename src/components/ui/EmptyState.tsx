import { css } from 'styled-system/css';

/** The empty-state kinds of spec §3. */
export type EmptyStateKind = 'notFound' | 'noResult' | 'error';

const DEFAULT_TEXT: Record<EmptyStateKind, string> = {
  notFound: '找不到這個內容，可能已被移除或暫時無法瀏覽。',
  noResult: '目前沒有符合的資料。',
  error: '資料暫時無法載入，請稍後再試。',
};

/** Never a blank area: a small illustration and a sentence saying what happened. */
export function EmptyState({ kind, text, minHeight }: { kind: EmptyStateKind; text?: string; minHeight?: number }) {
  return (
    <div className={boxClass} style={minHeight ? { minHeight } : undefined} data-empty-state={kind} role={kind === 'error' ? 'alert' : undefined}>
      <Illustration kind={kind} />
      <p>{text ?? DEFAULT_TEXT[kind]}</p>
    </div>
  );
}

function Illustration({ kind }: { kind: EmptyStateKind }) {
  const stroke = kind === 'error' ? '#ff635b' : '#8a8f98';
  return (
    <svg width="48" height="48" viewBox="0 0 48 48" aria-hidden="true">
      <circle cx="24" cy="24" r="20" fill="none" stroke={stroke} strokeWidth="2.5" />
      {kind === 'error' ? (
        <path d="M24 13v14M24 33v2" stroke={stroke} strokeWidth="3" strokeLinecap="round" />
      ) : kind === 'noResult' ? (
        <path d="M16 24h16" stroke={stroke} strokeWidth="3" strokeLinecap="round" />
      ) : (
        <path d="M18 19a6 6 0 1 1 8 5.6c-1.3.6-2 1.5-2 2.9V29M24 34v1" stroke={stroke} strokeWidth="2.8" fill="none" strokeLinecap="round" />
      )}
    </svg>
  );
}

const boxClass = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '2',
  p: '5',
  textAlign: 'center',
  color: 'muted',
  fontSize: '14px',
  bg: 'surface',
  borderRadius: 'lg',
  border: '1px dashed token(colors.line)',
});
