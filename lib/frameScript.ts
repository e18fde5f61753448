import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The URL of the frame's script module, as `npm run build:frame` named it (its content's hash is
 * in the name). Read at build time by the layout; a missing manifest stops the build with the
 * command that makes it.
 */
export function frameScript(): string {
  const manifest = path.join(process.cwd(), '.frame-manifest.json');
  try {
    const { frame } = JSON.parse(readFileSync(manifest, 'utf8')) as { frame?: unknown };
    if (typeof frame === 'string' && frame.startsWith('/assets/')) return frame;
    throw new Error(`no "frame" URL under /assets/`);
  } catch (error) {
    throw new Error(
      `${manifest}: ${(error as Error).message}. Run \`npm run build:frame\` before \`next build\`.`,
    );
  }
}
