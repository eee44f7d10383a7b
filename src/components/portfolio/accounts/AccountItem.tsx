import { css } from 'styled-system/css';
import { actionSummaryStyle, MemberListItem } from '@/components/member/MemberListItem';
import { focusRing, pill, textButton } from '@/components/ui/control-styles';
import { PORTFOLIO_PATH } from '@/lib/auth/guards';
import { formatInteger } from '@/lib/format/numbers';
import type { FormValues } from '@/lib/portfolio/portfolio-answers';
import { accountHref, addEntryHref } from '@/lib/portfolio/routes';
import type { StoredAccount } from '@/lib/portfolio/store-rpc';
import { controlClass, describedBy, Field } from '../form/Field';
import { COST_METHOD_LABELS, feeRuleText } from './account-text';

/**
 * One account: its name opens its page, its settings under it, then 記一筆, 重新命名 (a small form in a
 * <details>, open with the reason after a refused rename) and 刪除, which asks first: the button inside
 * the <details> says what goes with it (its transactions) and that it can be undone. No JavaScript.
 * The name is text wherever it appears (React escapes it).
 */
export function AccountItem({ account, entryCount, rename }: { account: StoredAccount; entryCount: number; rename: { values: FormValues; error: string | undefined } | null }) {
  const renameId = `rename-account-${account.id}`;
  return (
    <MemberListItem
      testId="portfolio-account"
      ids={{ 'data-account-id': account.id }}
      href={accountHref(account.id)}
      name={account.name}
      meta={
        <p className={metaClass}>
          {account.currency} · {COST_METHOD_LABELS[account.costMethod]} · 手續費 {feeRuleText(account)} · {formatInteger(entryCount)} 筆交易
        </p>
      }
    >
      <a href={addEntryHref({ accountId: account.id })} className={addClass} data-testid="portfolio-account-add">
        記一筆
      </a>
      <details className={detailsClass} open={rename !== null}>
        <summary className={summaryClass} aria-label={`重新命名「${account.name}」`}>
          重新命名
        </summary>
        <form method="post" action={PORTFOLIO_PATH} className={inlineFormClass}>
          <input type="hidden" name="intent" value="rename-account" />
          <input type="hidden" name="id" value={account.id} />
          <Field id={renameId} label="新名稱" error={rename?.error}>
            <input
              id={renameId}
              name="name"
              type="text"
              required
              maxLength={40}
              autoComplete="off"
              defaultValue={rename?.values.name ?? account.name}
              className={controlClass}
              {...describedBy(renameId, false, rename?.error)}
            />
          </Field>
          <button type="submit" className={confirmClass}>
            改名
          </button>
        </form>
      </details>
      <details className={detailsClass}>
        <summary className={removeSummaryClass} aria-label={`刪除「${account.name}」`} data-testid="portfolio-account-remove">
          刪除
        </summary>
        <form method="post" action={PORTFOLIO_PATH} className={inlineFormClass}>
          <input type="hidden" name="intent" value="remove-account" />
          <input type="hidden" name="id" value={account.id} />
          <p className={confirmTextClass}>
            要刪除「{account.name}」和它的 {formatInteger(entryCount)} 筆交易嗎？刪除後一天內可以復原。
          </p>
          <button type="submit" className={dangerClass} data-testid="portfolio-account-remove-confirm">
            確定刪除
          </button>
        </form>
      </details>
    </MemberListItem>
  );
}

const metaClass = css({ m: 0, fontSize: '13px', color: 'muted', overflowWrap: 'anywhere' });
const addClass = css(focusRing.raw(), { display: 'inline-flex', alignItems: 'center', h: '36px', fontSize: '14px', fontWeight: 600, color: 'brand', _hover: { textDecoration: 'underline' } });
const detailsClass = css({ minW: 0, '&[open]': { flexBasis: '100%' } });
const summaryClass = css(actionSummaryStyle);
const removeSummaryClass = css(actionSummaryStyle, { color: 'redText' });
const inlineFormClass = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: '2', pt: '2', '& > div': { flex: '1 1 200px' } });
const confirmTextClass = css({ m: 0, flex: '1 1 100%', fontSize: '14px', overflowWrap: 'anywhere' });
const confirmClass = css(pill.raw({ tone: 'solid' }), focusRing.raw({ offset: 'outset' }), { h: '44px', px: '4', border: 'none', fontSize: '14px', cursor: 'pointer' });
const dangerClass = css(textButton.raw(), focusRing.raw({ offset: 'outset' }), { h: '44px', px: '4', borderRadius: 'full', bg: 'redText', color: 'surface', fontSize: '14px', fontWeight: 700 });
