// Sharing a text: the Web Share API where the browser has it (phones), else the clipboard.

export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'failed';

/** Shares `text` (a play's grid, a league's invitation) and says how it went. */
export async function share(text: string): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ text });
      return 'shared';
    } catch (error) {
      // The player closed the share sheet: nothing to report, and no clipboard either.
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    await navigator.clipboard.writeText(text);
    return 'copied';
  } catch {
    return 'failed';
  }
}
