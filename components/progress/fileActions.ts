import { exportFileName, exportProgress, importProgress } from '@/lib/progress/file';
import type { LiveStore } from '@/lib/progress/store';

/**
 * What "Export progress" and "Import progress" do, loaded on their first use (ProgressTools);
 * each returns what to tell the learner.
 */
export function saveFile(store: LiveStore): string {
  const now = new Date();
  const url = URL.createObjectURL(
    new Blob([exportProgress(store.get().data, now)], { type: 'application/json' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = exportFileName(now);
  link.click();
  // After the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return `Saved ${link.download}.`;
}

export async function readFile(store: LiveStore, file: File): Promise<string> {
  let text: string;
  try {
    text = await file.text();
  } catch {
    return 'That file could not be read. Nothing was changed.';
  }
  const result = importProgress(store.get().data, text);
  if (!result.ok) return result.message;
  store.set(result.data);
  const { imported, skipped } = result;
  const left = skipped > 0 ? ` ${skipped} unreadable entries were left out.` : '';
  return `Imported the progress of ${imported} ${imported === 1 ? 'question' : 'questions'}.${left}`;
}
