import type { ReactNode } from 'react';
import { FormNotice, NoticeForm, type NoticeTone } from '@/components/member/FormNotice';
import { PORTFOLIO_PATH } from '@/lib/auth/guards';

export type { NoticeTone };

/** What the last form post of 我的持股 came to, above the section it is about (FormNotice). */
export function PortfolioNotice({ tone, lines, children }: { tone: NoticeTone; lines: readonly string[]; children?: ReactNode }) {
  return (
    <FormNotice tone={tone} lines={lines} testId="portfolio-notice">
      {children}
    </FormNotice>
  );
}

/** 復原 (or any one-button follow-up): a form posted to 我的持股 with its hidden fields. */
export function NoticeAction({ fields, label, testId }: { fields: Readonly<Record<string, string>>; label: string; testId: string }) {
  return <NoticeForm action={PORTFOLIO_PATH} fields={fields} label={label} testId={testId} />;
}
