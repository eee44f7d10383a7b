import { css } from 'styled-system/css';
import { focusRing, pill } from '@/components/ui/control-styles';
import { Section } from '@/components/ui/Section';
import { secondaryPillLinkClass } from '@/components/ui/pill-link';
import { getSignedInMemberId } from '@/lib/auth/current-user';
import { formatInteger } from '@/lib/format/numbers';
import { CSV_SECTION_ID, readImportAnswer } from '@/lib/portfolio/import-answers';
import { exportHref, importHref } from '@/lib/portfolio/routes';
import { CSV_HEADER } from '@/lib/portfolio/transactions-csv';
import type { LoadedAccount } from '../portfolio-data';
import { ImportNotice } from './ImportNotice';

/**
 * 匯入/匯出 CSV of one account: the export (a plain download link) and the import, a multipart form that
 * works without JavaScript (portfolio-import.ts answers it with a redirect back here), under what the
 * last import came to (`query`: the page's query, import-answers.ts). The header line is shown so a
 * member can start a file of their own.
 */
export function CsvSection({ account, query }: { account: LoadedAccount; query: string }) {
  const answer = readImportAnswer(query);
  const memberId = getSignedInMemberId();
  const id = account.account.id;
  return (
    <Section id={CSV_SECTION_ID} title="匯入/匯出 CSV" testId="portfolio-csv">
      {answer && memberId !== null && <ImportNotice answer={answer} memberId={memberId} />}
      <div className={rowClass}>
        <a href={exportHref(id)} download className={secondaryPillLinkClass} data-testid="csv-export">
          匯出 CSV（{formatInteger(account.transactionCount)} 筆）
        </a>
      </div>
      <form method="post" action={importHref(id)} encType="multipart/form-data" className={formClass} data-testid="csv-import-form">
        <label className={labelClass}>
          選擇要匯入的 CSV 檔（UTF-8，上限 1 MB）
          <input type="file" name="file" accept=".csv,text/csv" required className={fileClass} data-testid="csv-import-file" />
        </label>
        <button type="submit" className={submitClass} data-testid="csv-import-submit">
          匯入
        </button>
      </form>
      <p className={helpClass}>
        第一列為欄位名稱：<code className={codeClass}>{CSV_HEADER.join(',')}</code>。整個檔案全部匯入，或有任何一列有誤就一筆也不匯入，並列出每個有誤的列、欄位與原因。
      </p>
    </Section>
  );
}

const rowClass = css({ display: 'flex', flexWrap: 'wrap', gap: '2' });
const formClass = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: '2', minW: 0 });
const labelClass = css({ display: 'grid', gap: '1', fontSize: '14px', fontWeight: 600, minW: 0, maxW: '100%' });
const fileClass = css(focusRing.raw(), {
  fontSize: '14px',
  fontWeight: 400,
  maxW: '100%',
  minH: '44px',
  _file: { mr: '3', h: '36px', px: '4', borderRadius: 'full', border: '1px solid token(colors.line)', bg: 'surface', color: 'ink', fontWeight: 600, cursor: 'pointer' },
});
const submitClass = css(pill.raw({ tone: 'solid' }), focusRing.raw({ offset: 'outset' }), { h: '44px', px: '5', fontSize: '14px', fontWeight: 700, cursor: 'pointer' });
const helpClass = css({ m: 0, fontSize: '13px', color: 'muted', overflowWrap: 'anywhere' });
const codeClass = css({ fontFamily: 'monospace', fontSize: '12px', wordBreak: 'break-all' });
