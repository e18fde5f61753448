import type { Bank } from './types';

/**
 * The route of one topic of a bank: the bank's own route shows its start topic, every other
 * topic has a page below it (/practicemysql/joins). Each is a complete static page.
 */
export function topicPath(bank: Pick<Bank, 'route' | 'startTopic'>, key: string): string {
  return key === bank.startTopic ? bank.route : `${bank.route}/${key}`;
}
