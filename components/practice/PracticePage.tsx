import { HydrationMark } from '@/components/HydrationMark';
import { TeachingChapters } from '@/components/guide/TeachingChapters';
import { JsonLd } from '@/components/JsonLd';
import { BankProgress } from '@/components/progress/BankProgress';
import { CardMarksLive } from '@/components/progress/CardMarksLive';
import { ProgressScope } from '@/components/progress/ProgressScope';
import { ProgressTools } from '@/components/progress/ProgressTools';
import { TaskProgressLive } from '@/components/progress/TaskProgressLive';
import { bankScope } from '@/lib/progress/bankScope';
import { encodeScope } from '@/lib/progress/scope';
import { drillPath, topicPath } from '@/lib/practice/paths';
import { difficultyCounts } from '@/lib/practice/search';
import { siteRoutes } from '@/lib/practice/topicRoutes';
import { topicOwner } from '@/lib/practice/loadBanks';
import type { Bank, Topic } from '@/lib/practice/types';
import { tasksOf } from '@/lib/tasks/loadTasks';
import { taskSummary } from '@/lib/tasks/summary';
import { href } from '@/lib/routes';
import { breadcrumbList, practiceQuiz } from '@/lib/structuredData';
import type { TopicLink } from './model';
import { PracticeShell } from './PracticeShell';
import { TaskCard } from './TaskCard';
import { TopicCards } from './TopicCards';
import { TopicQuestions } from './TopicQuestions';
import { topicView } from './topicView';
import styles from './practice.module.css';
import './code-theme.css';

/** A bank's layout: its title and the engine's shell around whichever topic page is open. */
export function PracticeLayout({ bank, children }: { bank: Bank; children: React.ReactNode }) {
  const topics: TopicLink[] = bank.topics.map((topic) => ({
    key: topic.key,
    name: topic.name,
    href: href(topicPath(bank, topic.key)),
    counts: difficultyCounts(topic.questions),
  }));
  return (
    <div className={styles.page} style={{ maxWidth: bank.maxWidth }}>
      <HydrationMark />
      <ProgressScope bank={bank.slug} scope={encodeScope(bankScope(bank))}>
        <h1 className={styles.title}>{bank.title}</h1>
        <p className={styles.targets}>Answers for {bank.targets}</p>
        <BankTasks bank={bank} />
        <p className={styles.drillLink}>
          <a href={href(drillPath(bank))}>Drill these questions</a>
        </p>
        {/* Filled and shown by the frame once a service worker can keep it (frame/offline/). */}
        <p data-offline-save={href(bank.route)} data-offline-kind="bank" hidden />
        <BankProgress />
        <ProgressTools />
        <CardMarksLive />
        {tasksOf(bank.slug).length > 0 && <TaskProgressLive />}
        <PracticeShell topics={topics} startTopic={bank.startTopic} themeToggle={bank.themeToggle}>
          {children}
        </PracticeShell>
      </ProgressScope>
    </div>
  );
}

/**
 * A bank's coding tasks (issue #37): how many, of which kinds, and a link to each on its topic's
 * page, where Check runs our tests on the learner's code.
 */
function BankTasks({ bank }: { bank: Bank }) {
  const tasks = tasksOf(bank.slug);
  const summary = taskSummary(tasks);
  if (!summary) return null;
  return (
    <p className={styles.targets} data-bank-tasks="">
      {summary}. Write the function, and Check runs our tests in the page:{' '}
      {tasks.map((task, i) => (
        <span key={task.id}>
          {i > 0 && ' · '}
          <a href={`${href(topicPath(bank, task.topic))}#task-${task.id}`}>{task.title}</a>
        </span>
      ))}
    </p>
  );
}

/**
 * One topic's page: its questions, then its breadcrumbs and schema.org Quiz, all static; the
 * engine (TopicQuestions) holds them as its `prerendered` part, which the build keeps out of the
 * page's inline payload, so they are in the page once. Then the guide chapters that teach it.
 */
export function PracticeTopicPage({ bank, topic }: { bank: Bank; topic: Topic }) {
  const path = topicPath(bank, topic.key);
  return (
    <>
      <TopicQuestions
        topic={{
          key: topic.key,
          name: topic.name,
          href: href(path),
          total: topic.questions.length,
        }}
        prerendered={
          <>
            <TopicCards topic={topicView(topic, bank.slug)} codeLabel={bank.codeLabel} />
            {/* The topic's coding tasks (issue #37), after its questions. */}
            {tasksOf(bank.slug, topic.key).map((task) => (
              <TaskCard
                key={task.id}
                task={task}
                prefix={`${topicOwner(topic) ?? bank.slug}/${topic.key}`}
              />
            ))}
            {/* After the questions, so the first screen arrives before data it does not show. */}
            <JsonLd data={breadcrumbList(path, siteRoutes())} />
            <JsonLd data={practiceQuiz(bank, topic)} />
          </>
        }
      />
      <TeachingChapters topicPath={path} />
    </>
  );
}
