import { appendFileSync } from 'node:fs';
import { startCompressingProxy } from '../lib/compressing-proxy.ts';
import { LIGHTHOUSE_RUNS, lighthouseMarkdown, measureLighthouse } from './lighthouse.ts';

/**
 * The bench's last step: Lighthouse on the warm worker, through a proxy on `proxyPort` that compresses
 * text as the edge does; the report is printed and appended to `reportFile`.
 */
export async function lighthouseStep(workerOrigin: string, proxyPort: number, reportFile: string): Promise<void> {
  const proxy = await startCompressingProxy(workerOrigin, proxyPort);
  try {
    const report = lighthouseMarkdown(await measureLighthouse(proxy.origin, { runs: LIGHTHOUSE_RUNS, saveReportsTo: '.bench/lighthouse' }), LIGHTHOUSE_RUNS);
    console.log(`\n${report}`);
    appendFileSync(reportFile, `\n${report}\n`);
  } finally {
    await proxy.close();
  }
}
