import type { Bank } from './types';

/**
 * The route of one topic of a bank: the bank's own route shows its start topic, every other
 * topic has a page below it (/practicemysql/joins). Each is a complete static page.
 */
export function topicPath(bank: Pick<Bank, 'route' | 'startTopic'>, key: string): string {
  return key === bank.startTopic ? bank.route : `${bank.route}/${key}`;
}

/** A bank's drill: a page of its own, outside the bank's layout, named by the bank's file. */
export const drillPath = (bank: Pick<Bank, 'slug'>) => `/drill/${bank.slug}`;
