import { bankForRoute } from '@/lib/practice/loadBanks';
import { pageMetadata } from '@/lib/metadata';
import { JsonLd } from '@/components/JsonLd';
import { breadcrumbList, practiceQuiz } from '@/lib/structuredData';
import { PracticePage } from './PracticePage';

/** What a practice route folder exports: its metadata and its page, both from the bank file. */
export function practiceRoute(path: string) {
  const bank = bankForRoute(path);
  return {
    metadata: pageMetadata(path, bank.title, bank.description),
    Page: function PracticeRoutePage() {
      return (
        <>
          <JsonLd data={breadcrumbList(path)} />
          <JsonLd data={practiceQuiz(bank)} />
          <PracticePage bank={bank} />
        </>
      );
    },
  };
}
