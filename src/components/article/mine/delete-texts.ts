/**
 * Deleting an article (DELETE /api/Article/{id}/Author/{authorId}; decision 028), as the
 * server function answers it to the browser, and what the page says. No server code here: the
 * browser's delete button imports it.
 */
export type DeleteOutcome =
  /** Deleted now. */
  | { status: 'deleted' }
  /** It was already deleted (a second tab, a replayed request): nothing changed. */
  | { status: 'already-deleted' }
  /** The session is gone: the page finds out and shows the logged-out dialog. */
  | { status: 'login-required' }
  /** The service refused (403: not an author this member may act for). Nothing was deleted. */
  | { status: 'forbidden' }
  /** No such article of that author (or ids that cannot be one). */
  | { status: 'not-found' }
  /** An outage: nothing is known to have changed. */
  | { status: 'error' };

/** What the row says for the outcomes the dialog does not handle itself. */
export const DELETE_TEXTS = { deleted: '已刪除這篇文章。', alreadyDeleted: '這篇文章先前已經刪除了。', notFound: '找不到這篇文章，可能已被移除。' } as const;
