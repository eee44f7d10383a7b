import { css } from 'styled-system/css';
import { focusRing, pill } from '@/components/ui/control-styles';
import type { LoadedAccount } from '../portfolio-data';
import { portfolioHref } from '@/lib/portfolio/routes';
import type { SplitProposal } from '@/lib/portfolio/split-proposals';
import { splitProposals } from './split-data';

const NUMERALS = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九', '十'];
/** 一 to 十 in words, as a Taiwanese reader says a split; larger counts in digits. */
const count = (digits: string): string => NUMERALS[Number(digits)] ?? `${digits} `;

/** 「NVDA 於 2024-06-10 一股分割為十股，是否記入？」 */
const splitQuestion = (proposal: Pick<SplitProposal, 'symbol' | 'date' | 'from' | 'to'>): string =>
  `${proposal.symbol} 於 ${proposal.date} ${count(proposal.from)}股分割為${count(proposal.to)}股，是否記入？`;

/**
 * The splits of held stocks the member has not recorded, each with a one-tap form that records it as a
 * 分割 (the same add-entry form 記一筆 posts, so the same checks apply). Proposed, never booked on its
 * own. Nothing shows when there is nothing to propose, or the events cannot be read.
 */
export async function SplitProposals({ accounts }: { accounts: readonly LoadedAccount[] }) {
  const proposals = await splitProposals(accounts);
  if (proposals.length === 0) return null;
  const named = accounts.length > 1;
  return (
    <ul className={listClass} data-testid="split-proposals" aria-label="股票分割提醒">
      {proposals.map((proposal) => (
        <li key={`${proposal.accountId} ${proposal.symbol} ${proposal.date}`} className={itemClass} data-testid="split-proposal">
          <span>
            {named && <span className={accountClass}>{accounts.find((loaded) => loaded.account.id === proposal.accountId)?.account.name}：</span>}
            {splitQuestion(proposal)}
          </span>{' '}
          <form method="post" action={portfolioHref()} className={formClass}>
            <input type="hidden" name="intent" value="add-entry" />
            <input type="hidden" name="account" value={String(proposal.accountId)} />
            <input type="hidden" name="kind" value="split" />
            <input type="hidden" name="date" value={proposal.date} />
            <input type="hidden" name="symbol" value={proposal.symbol} />
            <input type="hidden" name="splitFrom" value={proposal.from} />
            <input type="hidden" name="splitTo" value={proposal.to} />
            <input type="hidden" name="fx" value={proposal.fx} />
            <button type="submit" className={buttonClass} data-testid="split-proposal-record">
              記入分割
            </button>
          </form>
        </li>
      ))}
    </ul>
  );
}

const listClass = css({ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: '2' });
const itemClass = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '2',
  px: '3',
  py: '2',
  bg: 'surface',
  border: '1px solid token(colors.line)',
  borderRadius: 'lg',
  fontSize: '14px',
});
const accountClass = css({ color: 'muted' });
const formClass = css({ m: 0 });
const buttonClass = css(pill.raw({ tone: 'solid' }), focusRing.raw({ offset: 'outset' }), { px: '4', minH: '36px', fontSize: '14px', border: 'none', cursor: 'pointer' });
