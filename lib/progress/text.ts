import type { Tally } from './store';

/** Progress in words, the same on bank pages and category cards: "18 of 41 known · 3 due today". */
export const progressText = ({ known, total, due }: Tally) =>
  `${known} of ${total} known${due > 0 ? ` · ${due} due today` : ''}`;
