'use client';

import dynamic from 'next/dynamic';

/**
 * The coding tasks' progress (TaskProgressLive) as a part of its own, fetched after the page by
 * the banks that have tasks only (PracticeLayout renders it there), so a practice page without
 * tasks carries none of it in its JavaScript.
 */
export const TaskProgress = dynamic(
  () => import('./TaskProgressLive').then((m) => m.TaskProgressLive),
  { ssr: false },
);
