/**
 * The data a streamed section waits for: what `load` resolves to, or null when it fails, after
 * logging the failure under the section's tag (`'[fund] holdings', id`). The section then shows its
 * own error state in the space it keeps: one failing upstream call never breaks the page, and never
 * leaves a blank area. (Sections that read the error itself, a refused cursor for instance, catch it
 * themselves.)
 */
export async function loadSectionData<T extends object>(load: () => Promise<T>, ...tag: unknown[]): Promise<T | null> {
  try {
    return await load();
  } catch (err) {
    console.error(...tag, err);
    return null;
  }
}
