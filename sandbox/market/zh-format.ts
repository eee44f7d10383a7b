/** Numbers inside generated zh-TW sentences, the way Taiwanese financial news writes them. */

/** 553.7 億美元, 1.2 兆美元, 8,500 萬美元. */
export function usdZh(value: number): string {
  const sign = value < 0 ? '負 ' : '';
  const abs = Math.abs(value);
  if (abs >= 1e12) return `${sign}${(abs / 1e12).toFixed(2)} 兆美元`;
  if (abs >= 1e8) return `${sign}${(abs / 1e8).toLocaleString('en-US', { maximumFractionDigits: 1 })} 億美元`;
  if (abs >= 1e4) return `${sign}${Math.round(abs / 1e4).toLocaleString('en-US')} 萬美元`;
  return `${sign}${abs.toFixed(0)} 美元`;
}

export const QUARTER_ZH = ['一', '二', '三', '四'] as const;

export const quarterZh = (quarter: number): string => `第${QUARTER_ZH[quarter - 1] ?? quarter}季`;
