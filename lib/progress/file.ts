import {
  isRecord,
  STORE_VERSION,
  validCode,
  validQuestions,
  type Entry,
  type StoreData,
} from './store';

/**
 * The learner's progress as a file: what "Export progress" saves and "Import progress" reads.
 * Apart from the store, so a page loads it only when the learner uses one of them.
 */

/** What marks a file as ours. */
export const FILE_KIND = 'learn-skills-progress';

export function exportProgress(data: StoreData, now: Date): string {
  const file = {
    kind: FILE_KIND,
    version: STORE_VERSION,
    exported: now.toISOString(),
    questions: data.questions,
    ...(data.code && Object.keys(data.code).length ? { code: data.code } : {}),
  };
  return `${JSON.stringify(file, null, 1)}\n`;
}

export const exportFileName = (now: Date) =>
  `learn-skills-progress-${now.toISOString().slice(0, 10)}.json`;

export type ImportResult =
  { ok: true; data: StoreData; imported: number; skipped: number } | { ok: false; message: string };

/**
 * Reads an exported file into the progress already kept. A file that is not ours, or of a newer
 * version, is rejected with a message and changes nothing. Entries merge question by question:
 * the one reviewed last wins, so importing an older file never rolls back newer progress.
 */
export function importProgress(current: StoreData, text: string): ImportResult {
  const notOurs = {
    ok: false,
    message: 'This file is not a progress file exported from this site. Nothing was changed.',
  } as const;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return notOurs;
  }
  if (!isRecord(raw) || raw.kind !== FILE_KIND || !Number.isInteger(raw.version)) return notOurs;
  if (raw.version !== STORE_VERSION)
    return {
      ok: false,
      message: `This progress file is of version ${String(raw.version)}, which this site cannot read. Nothing was changed.`,
    };
  const { questions, skipped } = validQuestions(raw.questions);
  const code = validCode(raw.code);
  const keys = Object.keys(questions);
  if (keys.length === 0 && Object.keys(code).length === 0)
    return {
      ok: false,
      message:
        skipped > 0
          ? `None of the ${skipped} entries in this file could be read. Nothing was changed.`
          : 'This progress file is empty. Nothing was changed.',
    };
  const merged: Record<string, Entry> = { ...current.questions };
  for (const key of keys) {
    const mine = merged[key];
    const theirs = questions[key]!;
    if (!mine || theirs.schedule.last > mine.schedule.last) merged[key] = theirs;
  }
  // A task's code: the file's wins where the file's entry for the task won (or it has none).
  const mergedCode: Record<string, string> = { ...current.code };
  for (const [key, text] of Object.entries(code))
    if (!current.code?.[key] || merged[key] === questions[key]) mergedCode[key] = text;
  return {
    ok: true,
    data: {
      version: STORE_VERSION,
      questions: merged,
      ...(Object.keys(mergedCode).length ? { code: mergedCode } : {}),
    },
    imported: keys.length,
    skipped,
  };
}
