import { HydrationMark } from '@/components/HydrationMark';
import { JsonLd } from '@/components/JsonLd';
import { BankProgress } from '@/components/progress/BankProgress';
import { ProgressScope } from '@/components/progress/ProgressScope';
import { ProgressTools } from '@/components/progress/ProgressTools';
import { bankScope } from '@/lib/progress/bankScope';
import { encodeScope } from '@/lib/progress/scope';
import { drillPath, topicPath } from '@/lib/practice/paths';
import { difficultyCounts } from '@/lib/practice/search';
import { siteRoutes } from '@/lib/practice/topicRoutes';
import type { Bank } from '@/lib/practice/types';
import { href } from '@/lib/routes';
import { breadcrumbList } from '@/lib/structuredData';
import { Drill } from './Drill';
import { drillQuestionsPath } from './drillQuestions';
import { DrillWithoutScripts } from './DrillWithoutScripts';
import type { DrillTopic } from './model';
import practice from '@/components/practice/practice.module.css';
import styles from './drill.module.css';
import '@/components/practice/code-theme.css';

/**
 * A bank's drill page. Its HTML holds both the drill's start screen (rendered here as the client
 * renders it, so hydration changes nothing) and, for readers without scripts, links to the bank's
 * topic pages; CSS on the `scripting` media feature shows one of them from the first paint. The
 * drill's questions are not in the page: it fetches them from questions.json once the page has
 * loaded, so they arrive once.
 */
export function DrillPage({ bank }: { bank: Bank }) {
  const topics: DrillTopic[] = bank.topics.map((topic) => ({
    key: topic.key,
    name: topic.name,
    href: href(topicPath(bank, topic.key)),
    counts: difficultyCounts(topic.questions),
  }));
  return (
    <div className={`${practice.page} ${styles.page}`}>
      <HydrationMark />
      <h1 className={practice.title}>Drill: {bank.title}</h1>
      <p className={styles.intro}>
        One question at a time, in a new order each visit. Answer in your head, show the answer,
        then say whether you knew it. <a href={href(bank.route)}>Back to the questions</a>
      </p>
      <ProgressScope bank={bank.slug} scope={encodeScope(bankScope(bank))}>
        <BankProgress />
        <ProgressTools />
        <Drill topics={topics} codeLabel={bank.codeLabel} source={drillQuestionsPath(bank)} />
      </ProgressScope>
      <DrillWithoutScripts topics={topics} />
      <JsonLd data={breadcrumbList(drillPath(bank), siteRoutes())} />
    </div>
  );
}
