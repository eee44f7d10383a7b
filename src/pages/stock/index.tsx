import { redirect } from '@/lib/server/request-context';

/** /stock with no id: there is nothing to show, so home. */
export default function StockIndexPage(): never {
  return redirect('/', 308);
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
