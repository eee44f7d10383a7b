import type { VerifyBearer } from '../auth-types.ts';
import type { Wallet } from '../wallet.ts';
import type { Library } from './library.ts';

/** What every route module of the article service needs. */
export interface RouteDeps {
  library: Library;
  verifyBearer: VerifyBearer;
  /** Origin of the sandbox, prefixed to /static/ paths. */
  publicUrl: string;
  wallet: Wallet;
  /** Clock for unlock and deletion times (tests pin it). */
  now: () => Date;
}
