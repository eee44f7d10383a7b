/** A security as a row of a list answers it (movers, index members, peers): names and the day's move. */
export interface QuotedSecurity {
  id: string;
  name: string;
  customName: string | null;
  price: number;
  change: number;
  changePercent: number;
}
