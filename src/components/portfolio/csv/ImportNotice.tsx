import { css } from 'styled-system/css';
import type { ImportAnswer } from '@/lib/portfolio/import-answers';
import { readImportReport } from '@/lib/portfolio/import-report';
import { answerText, moreProblemsText, problemPlace, REPORT_GONE_TEXT, refusedHeadline } from './csv-text';

/**
 * What the last import came to, above the form: 已匯入 N 筆, or why nothing was saved. A refusal lists
 * its problems from the member's own report (import-report.ts), each by row, column and reason, the first
 * hundred of them with a count of the rest. A status region: read out on arrival.
 */
export async function ImportNotice({ answer, memberId }: { answer: ImportAnswer; memberId: number }) {
  if (answer.kind !== 'refused') {
    const { text, tone } = answerText(answer);
    return <Notice tone={tone} text={text} />;
  }
  const report = await readImportReport(memberId, answer.report);
  if (!report) return <Notice tone="refused" text={REPORT_GONE_TEXT} />;
  const rest = report.total - report.problems.length;
  return (
    <Notice tone="refused" text={refusedHeadline(report.total)}>
      {/* Up to a hundred rows scroll inside the notice; focusable so a keyboard can scroll them too. */}
      <ol className={listClass} tabIndex={0} aria-label="有誤的列" data-testid="csv-import-problems">
        {report.problems.map((problem, index) => (
          <li key={index} data-testid="csv-import-problem">
            <span className={placeClass}>{problemPlace(problem)}</span>：{problem.message}
          </li>
        ))}
      </ol>
      {rest > 0 && (
        <p className={textClass} data-testid="csv-import-more">
          {moreProblemsText(rest)}
        </p>
      )}
    </Notice>
  );
}

function Notice({ tone, text, children }: { tone: 'done' | 'refused'; text: string; children?: React.ReactNode }) {
  return (
    <div className={noticeClass} role="status" data-tone={tone} data-testid="csv-import-notice">
      <p className={textClass}>{text}</p>
      {children}
    </div>
  );
}

const noticeClass = css({
  display: 'grid',
  gap: '2',
  px: '3',
  py: '2',
  borderRadius: 'md',
  border: '1px solid',
  minW: 0,
  '&[data-tone="done"]': { bg: 'greenTint', color: 'greenText', borderColor: 'greenText' },
  '&[data-tone="refused"]': { bg: 'redTint', color: 'redText', borderColor: 'redText' },
});
const textClass = css({ m: 0, fontSize: '14px', fontWeight: 600, overflowWrap: 'anywhere' });
const listClass = css({ m: 0, pl: '5', display: 'grid', gap: '1', fontSize: '14px', overflowWrap: 'anywhere', maxH: '60vh', overflowY: 'auto' });
const placeClass = css({ fontWeight: 700 });
