import { describe, expect, it } from 'vitest';
import { answerSearch, readAnswer, type ScreensAnswer } from './screen-answers';

describe('the answer a 我的選股 form post is sent back with', () => {
  it('reads back every answer it writes', () => {
    const answers: ScreensAnswer[] = [
      { kind: 'saved', id: 12 },
      { kind: 'removed', id: 3 },
      { kind: 'full', query: 'yield=5-&sort=yield' },
      { kind: 'full', query: null },
      { kind: 'invalid-name', problem: 'too-long', query: 'pe=-15' },
      { kind: 'name-taken' },
      { kind: 'error' },
    ];
    for (const answer of answers) expect(readAnswer(answerSearch(answer))).toEqual(answer);
  });

  it('ignores what it never writes: unknown kinds, bad ids, names, queries that are no screen', () => {
    expect(readAnswer('')).toBeNull();
    expect(readAnswer('?answer=pwned')).toBeNull();
    expect(readAnswer('?answer=saved&id=0')).toBeNull();
    expect(readAnswer('?answer=saved&id=1e3')).toBeNull();
    expect(readAnswer('?answer=invalid-name&problem=rude')).toBeNull();
    expect(readAnswer('?answer=full&q=%3Cscript%3E%20x')).toEqual({ kind: 'full', query: null });
    expect(readAnswer('?answer=saved&id=7&name=請撥打')).toEqual({ kind: 'saved', id: 7 });
  });
});
