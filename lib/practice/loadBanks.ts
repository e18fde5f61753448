import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { routes } from '@/lib/routes';
import { ContentError } from './ContentError';
import { parseBank, type ParsedBank } from './parseBank';
import type { Bank, Topic } from './types';

export const bankDir = path.join(process.cwd(), 'content', 'practice');

/** The bank each topic is written in: a topic shared by `ref` is the same object in both banks. */
const owners = new WeakMap<Topic, string>();
export const topicOwner = (topic: Topic): string | undefined => owners.get(topic);

/**
 * Reads, validates and links every bank in a folder. Topic refs (`ref: nodejs/basics`) are
 * resolved to the other bank's topic itself, so a shared topic has one source.
 */
export function loadBanksFrom(
  dir: string,
  knownRoutes: readonly string[] = practiceRoutes(),
  only?: readonly string[],
): Bank[] {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.yaml'))
    .sort();
  const bySlug = new Map<string, ParsedBank>();
  const parse = (name: string): ParsedBank => {
    const slug = name.replace(/\.yaml$/, '');
    let parsedBank = bySlug.get(slug);
    if (!parsedBank) {
      parsedBank = parseBank(
        path.relative(process.cwd(), path.join(dir, name)),
        readFileSync(path.join(dir, name), 'utf8'),
      );
      bySlug.set(slug, parsedBank);
      // Before refs are resolved: a ref's placeholder is replaced by its own bank's topic.
      for (const topic of parsedBank.bank.topics) owners.set(topic, slug);
    }
    return parsedBank;
  };
  const parsed = files
    .filter((name) => !only || only.includes(name.replace(/\.yaml$/, '')))
    .map(parse);

  for (const { bank, refs } of parsed) {
    for (const { ref, index } of refs) {
      const [slug, key] = ref.split('/') as [string, string];
      const source = files.includes(`${slug}.yaml`) ? parse(`${slug}.yaml`).bank : undefined;
      const topic = source?.topics.find((t) => t.key === key && t.questions.length > 0);
      if (!topic)
        throw new ContentError(
          `${bank.file}: topic ${index + 1}, field "ref": no topic "${key}" in ${slug}.yaml`,
        );
      if (bank.topics.some((t) => t.key === key))
        throw new ContentError(
          `${bank.file}: topic ${index + 1}, field "ref": this bank already has a topic "${key}"`,
        );
      bank.topics[index] = topic;
    }
  }

  const seenRoutes = new Map<string, string>();
  for (const { bank } of parsed) {
    if (!knownRoutes.includes(bank.route)) {
      throw new ContentError(
        `${bank.file}: field "route": ${bank.route} is not a practice route in lib/routes.ts`,
      );
    }
    const other = seenRoutes.get(bank.route);
    if (other)
      throw new ContentError(
        `${bank.file}: field "route": ${bank.route} is already used by ${other}`,
      );
    seenRoutes.set(bank.route, bank.file);
    if (!bank.startTopic) bank.startTopic = bank.topics[0]!.key;
    if (!bank.topics.some((t) => t.key === bank.startTopic)) {
      throw new ContentError(
        `${bank.file}: field "startTopic": no topic "${bank.startTopic}" in this bank`,
      );
    }
  }
  return parsed.map((p) => p.bank);
}

function practiceRoutes(): string[] {
  return routes.filter((r) => r.kind === 'practice').map((r) => r.path);
}

let cache: Bank[] | undefined;

/** Every bank in content/practice, read once per process. */
export function loadBanks(): Bank[] {
  cache ??= loadBanksFrom(bankDir);
  return cache;
}

export function bankForRoute(route: string): Bank {
  const bank = loadBanks().find((b) => b.route === route);
  if (!bank) throw new ContentError(`No bank in content/practice has route ${route}`);
  return bank;
}
