import { Suspense } from 'react';
import { Section } from '@/components/ui/Section';
import { findAdrPair } from '@/lib/stock/adr-pair';
import type { AdrPair } from '@/lib/upstream/taiwan-market';
import { AdrParity, AdrParitySkeleton } from './AdrParity';

/**
 * The info tab's ADR section (decision 039): its heading names the Taiwan listing, its body streams
 * behind its own skeleton. The page renders it at once when the edge knows the pair; the shell never
 * waits for the Taiwan-market service.
 */
export function AdrSection({ pair }: { pair: AdrPair }) {
  return (
    <Section id="stock-adr" title={`${pair.nameZh}（${pair.twseCode}）台股對照`} testId="stock-info-adr">
      <Suspense fallback={<AdrParitySkeleton />}>
        <AdrParity pair={pair} />
      </Suspense>
    </Section>
  );
}

/**
 * For the rare page whose edge holds no pairs yet (a new deployment before the directory's first
 * Cron Trigger): the page puts this behind a Suspense boundary with no fallback, so the shell leaves
 * at once and the section, or nothing for a security without a Taiwan listing, streams in after the
 * service has answered. No room is reserved: every other security's page would keep an empty box.
 */
export async function AdrSectionOnceKnown({ id }: { id: string }) {
  const pair = await findAdrPair(id);
  return pair && <AdrSection pair={pair} />;
}
