import { bankForRoute } from '@/lib/practice/loadBanks';
import { pageMetadata } from '@/lib/metadata';
import { PracticePage } from './PracticePage';

/** What a practice route folder exports: its metadata and its page, both from the bank file. */
export function practiceRoute(path: string) {
  const bank = bankForRoute(path);
  return {
    metadata: pageMetadata(path, bank.title, bank.description),
    Page: function PracticeRoutePage() {
      return <PracticePage bank={bank} />;
    },
  };
}
