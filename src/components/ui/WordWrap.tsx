import { Fragment } from 'react';
import { cva } from 'styled-system/css';
import { wordChunks } from '@/lib/format/word-breaks';

/**
 * A Chinese title that wraps between words only: a <wbr> between the words wordChunks
 * finds, for an element styled with `titleWrap` (word-break: keep-all). Rendered on the server: no
 * client code, and the text is the title unchanged (a <wbr> has no text). Merge `titleWrap.raw()` into the
 * title's css().
 */
export function WordWrap({ text }: { text: string }) {
  return (
    <>
      {wordChunks(text).map((chunk, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {chunk}
        </Fragment>
      ))}
    </>
  );
}

/**
 * The title's wrapping: lines end only at the <wbr>s and spaces (keep-all), a word wider than the line
 * still breaks rather than overflow (anywhere), and the last line is not left with one word (pretty).
 */
export const titleWrap = cva({ base: { wordBreak: 'keep-all', overflowWrap: 'anywhere', textWrap: 'pretty' } });
