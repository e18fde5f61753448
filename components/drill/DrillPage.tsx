import { JsonLd } from '@/components/JsonLd';
import { topicView } from '@/components/practice/topicView';
import { drillPath, topicPath } from '@/lib/practice/paths';
import { siteRoutes } from '@/lib/practice/topicRoutes';
import type { Bank } from '@/lib/practice/types';
import { href } from '@/lib/routes';
import { breadcrumbList } from '@/lib/structuredData';
import { Drill } from './Drill';
import type { DrillTopic } from './model';
import practice from '@/components/practice/practice.module.css';
import styles from './drill.module.css';
import '@/components/practice/code-theme.css';

/** A bank's drill page: the bank's questions, code highlighted at build time, for the drill. */
export function DrillPage({ bank }: { bank: Bank }) {
  const topics: DrillTopic[] = bank.topics.map((topic) => ({
    ...topicView(topic),
    href: href(topicPath(bank, topic.key)),
  }));
  return (
    <div className={`${practice.page} ${styles.page}`}>
      <h1 className={practice.title}>Drill: {bank.title}</h1>
      <p className={styles.intro}>
        One question at a time, in a new order each visit. Answer in your head, show the answer,
        then say whether you knew it. <a href={href(bank.route)}>Back to the questions</a>
      </p>
      <Drill topics={topics} codeLabel={bank.codeLabel} />
      <JsonLd data={breadcrumbList(drillPath(bank), siteRoutes())} />
    </div>
  );
}
