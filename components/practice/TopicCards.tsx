import type { TopicView } from './model';
import { QuestionCard } from './QuestionCard';

/**
 * A topic's cards, server-rendered. Each sits in a box that names its question for the engine
 * (id, difficulty), which folds the box away when the question leaves the search.
 */
export function TopicCards({ topic, codeLabel }: { topic: TopicView; codeLabel: string }) {
  return topic.questions.map((question) => (
    <div key={question.id} data-card={question.id} data-difficulty={question.difficulty}>
      <QuestionCard topic={topic.key} question={question} codeLabel={codeLabel} />
    </div>
  ));
}
