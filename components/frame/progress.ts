/**
 * The learner's progress on the cards of practice category pages (/practicejava/ and the rest),
 * loaded by frame.ts only when such a card is on the page and the browser keeps progress. Each
 * bank's card carries its questions (data-progress-scope, lib/progress/scope.ts); this writes
 * "18 of 41 known" into it, on a card whose bank has any mark.
 */
import { decodeScope, scopeKeys } from '@/lib/progress/scope';
import { parseStore, tally } from '@/lib/progress/store';
import { progressText } from '@/lib/progress/text';

export function drawProgress(stored: string) {
  const { data } = parseStore(stored);
  const now = new Date();
  document.querySelectorAll<HTMLElement>('[data-progress-scope]').forEach((slot) => {
    const counts = tally(data, scopeKeys(decodeScope(slot.dataset.progressScope ?? '')), now);
    slot.textContent = counts.marked > 0 ? progressText(counts) : '';
  });
}
