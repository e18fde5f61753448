import { guidePractice as mapping } from '@/content/guide-practice';
import { loadBanks } from '@/lib/practice/loadBanks';
import { loadGuides } from './guide';
import { linkGuidesToBanks, type GuidePractice } from './linkGuidesToBanks';

let cache: GuidePractice | undefined;

/** The site's mapping, checked once per build: a bad link fails the build. */
export function guidePractice(): GuidePractice {
  cache ??= linkGuidesToBanks(mapping, loadGuides(), loadBanks());
  return cache;
}
