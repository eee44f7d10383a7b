import { checkScreenQuery, type NameProblem } from './saved-screens';

/**
 * What a 我的選股 form post came to, carried in the query of the page it is sent back to
 * (`/screener/mine?answer=saved&id=12`): the edge writes it after the store has answered, the page reads
 * it and says it. Only ids, codes and the reader's own screen query travel, never a name: the page takes
 * names from the member's store, so no link can make the page say words of someone else's choosing.
 */
export type ScreensAnswer =
  | { kind: 'saved' | 'replaced' | 'renamed' | 'removed' | 'restored'; id: number }
  /** The list was full: nothing saved (the screen's query, to go back to it) or restored. */
  | { kind: 'full'; query: string | null }
  | { kind: 'invalid-name'; problem: NameProblem; query: string | null }
  | { kind: 'invalid-query' | 'name-taken' | 'not-found' | 'error' };

const WITH_ID = ['saved', 'replaced', 'renamed', 'removed', 'restored'] as const;
const PLAIN = ['invalid-query', 'name-taken', 'not-found', 'error'] as const;
const PROBLEMS: readonly NameProblem[] = ['empty', 'too-long', 'forbidden-character'];

/** The query (with '?') that says `answer`. */
export function answerSearch(answer: ScreensAnswer): string {
  const params = new URLSearchParams({ answer: answer.kind });
  if ('id' in answer) params.set('id', String(answer.id));
  if ('problem' in answer) params.set('problem', answer.problem);
  if ('query' in answer && answer.query !== null) params.set('q', answer.query);
  return `?${params.toString()}`;
}

const ID = /^[1-9]\d{0,15}$/;

/** The answer a page query says, or null (no answer, or one this site never writes). */
export function readAnswer(search: string): ScreensAnswer | null {
  const params = new URLSearchParams(search);
  const kind = params.get('answer');
  const id = params.get('id') ?? '';
  const query = checkScreenQuery(params.get('q'));
  for (const known of WITH_ID) if (kind === known) return ID.test(id) ? { kind, id: Number(id) } : null;
  for (const known of PLAIN) if (kind === known) return { kind };
  if (kind === 'full') return { kind, query };
  const problem = PROBLEMS.find((candidate) => candidate === params.get('problem'));
  if (kind === 'invalid-name' && problem) return { kind, problem, query };
  return null;
}
