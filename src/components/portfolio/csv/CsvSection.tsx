import type { LoadedAccount } from '../portfolio-data';

/** Placeholder of the base branch; engineer C (i44-csv) replaces it: 匯入/匯出 CSV of one account: the export link and the import form with every refused row named */
export function CsvSection(_props: { account: LoadedAccount; query: string }) {
  return null;
}
