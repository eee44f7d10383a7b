import { describe, expect, it } from 'vitest';
import { wordChunks } from './word-breaks';

/** Whether a line may end between `before` and `after` (at a chunk boundary). */
const breaksBetween = (chunks: string[], before: string, after: string) => chunks.some((chunk, i) => chunk.endsWith(before) && (chunks[i + 1] ?? '').startsWith(after));

describe('wordChunks (where a Chinese title may wrap)', () => {
  it('never splits the words the issue found split, nor two-character words ICU does not know', () => {
    const chunks = wordChunks('11 月第三週美股盤勢總覽：AI 股回檔整理，降息預期再度升溫');
    expect(chunks.join('')).toBe('11 月第三週美股盤勢總覽：AI 股回檔整理，降息預期再度升溫');
    expect(breaksBetween(chunks, '盤', '勢')).toBe(false);
    expect(breaksBetween(chunks, '整', '理')).toBe(false);
    expect(breaksBetween(chunks, '升', '溫')).toBe(false);
    expect(breaksBetween(wordChunks('四大指數同步收高，費城半導體'), '收', '高')).toBe(false);
  });

  it('keeps words whole: 大盤 and 整理 are never split', () => {
    const chunks = wordChunks('美股盤後：科技股領漲，大盤整理格局未變');
    expect(chunks.join('')).toBe('美股盤後：科技股領漲，大盤整理格局未變');
    expect(chunks).toContain('大盤');
    expect(chunks).toContain('整理');
  });
  it('keeps punctuation with the word before it, so no line starts with it', () => {
    const chunks = wordChunks('盤中筆記：公用事業股逆勢走強，資金轉向防禦');
    expect(chunks).toContain('筆記：');
    expect(chunks.some((chunk) => /^[，：？]/.test(chunk))).toBe(false);
  });
  it('keeps Latin words, numbers and markup-like text as they are', () => {
    expect(wordChunks('輝達 NVDA 財報').join('')).toBe('輝達 NVDA 財報');
    expect(wordChunks('<script>alert(1)</script>').join('')).toBe('<script>alert(1)</script>');
    expect(wordChunks('')).toEqual([]);
  });
});
