/**
 * Study guides: `content/library/<slug>.md` -> a typed `Guide` holding each chapter's mdast.
 * This is the guides' one entry for the site, the PDF writer, search and the checker; the work
 * is in one file per part:
 *
 * - guideModel.ts: the chapter model (`Guide`, `GuideChapter`, `GuideError`, fence check words)
 * - guideParse.ts: the one Markdown parse into chapters and sections (`parseGuide`)
 * - guideHeadings.ts: chapter and section headings and their frozen `{#id}`s
 * - guideInline.ts: inline content (text, code, bold; links and HTML refused)
 * - guideBlocks.ts: blocks (paragraphs, lists, tables, code fences and their check words)
 * - guideSource.ts: a node's line and raw text, for the checks' messages
 * - guideLibrary.ts: every guide, loaded once and checked against content/library.ts
 */
export {
  fenceCheck,
  fenceChecks,
  GuideError,
  plainText,
  type FenceCheck,
  type Guide,
  type GuideChapter,
  type GuideSection,
} from './guideModel';
export { parseGuide, parseGuidesIn } from './guideParse';
export { GUIDE_DIR, loadGuide, loadGuides, registryMismatches } from './guideLibrary';
