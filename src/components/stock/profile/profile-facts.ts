import type { CompanyProfile } from '@/lib/upstream/business';
import { formatInteger } from '@/lib/format/numbers';

export interface ProfileFact {
  key: string;
  label: string;
  value: string;
  /** Only for the website: an http(s) URL to link to. */
  href?: string;
}

/** 164000 → "164,000 人" */
export const formatEmployees = (count: number): string => `${formatInteger(count)} 人`;

/**
 * Only http(s) websites become links: the schema accepts any URL, and "javascript:" is one.
 * Returns the URL to link to and the host to show, or null.
 */
export function safeWebsite(raw: string | null): { href: string; host: string } | null {
  if (!raw) return null;
  try {
    const url = new URL(raw);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return { href: url.href, host: url.host.replace(/^www\./, '') };
  } catch {
    return null;
  }
}

/** "資訊科技 (Information Technology)" when both spellings exist and differ. */
function bilingual(zh: string | null, en: string | null): string | null {
  if (zh && en && zh !== en) return `${zh}（${en}）`;
  return zh || en || null;
}

/**
 * The facts shown beside the description, in reading order. Facts the service does not know
 * (an ETF has no employees or headquarters) are left out rather than shown as blanks.
 */
export function profileFacts(profile: CompanyProfile): ProfileFact[] {
  const facts: Array<ProfileFact | null> = [
    { key: 'name', label: '名稱', value: profile.customName ? `${profile.customName}（${profile.name}）` : profile.name },
    { key: 'kind', label: '類型', value: profile.isEtf ? 'ETF' : '股票' },
    profile.exchangeName ? { key: 'exchange', label: '交易所', value: profile.exchangeName } : null,
    fact('sector', '產業類別', bilingual(profile.sectorZh, profile.sector)),
    fact('industry', '產業', bilingual(profile.industryZh, profile.industry)),
    fact('headquarters', '總部', bilingual(profile.headquartersZh, profile.headquarters)),
    profile.employees !== null && profile.employees >= 0 ? { key: 'employees', label: '員工人數', value: formatEmployees(profile.employees) } : null,
    fact('founded', '成立年份', profile.founded),
    profile.sp500Member ? { key: 'sp500', label: '標普 500 成分股', value: profile.sp500AddedDate ? `是（${profile.sp500AddedDate} 納入）` : '是' } : null,
  ];
  const website = safeWebsite(profile.website);
  if (website) facts.push({ key: 'website', label: '網站', value: website.host, href: website.href });
  return facts.filter((f): f is ProfileFact => f !== null);
}

function fact(key: string, label: string, value: string | null): ProfileFact | null {
  return value ? { key, label, value } : null;
}
