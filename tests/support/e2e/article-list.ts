import type { Page } from '@playwright/test';

/** The article items of a list page. */
export const items = (page: Page) => page.getByTestId('article-item');
export const itemIds = (page: Page) => items(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-article-id')));

/** Fails the test if anything on the page opens a dialog (an XSS payload running alert()). */
export function forbidDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  return dialogs;
}
