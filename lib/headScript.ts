import { earlyTapsScript } from '@/components/frame/earlyTaps';
import { themeScript } from './theme';

/**
 * The one inline script in every page's <head> (app/layout.tsx), run before the first paint: it
 * marks the page as scripted (CSS keeps the no-JavaScript layout otherwise), keeps the taps made
 * before the scripts have run for them to replay (components/frame/earlyTaps.ts) and applies a
 * kept theme (lib/theme.ts). Each page's Content-Security-Policy allows it by the hash of this
 * exact text (lib/csp.ts), and lib/stripReact.ts keeps it on pages of reading.
 */
export const headScript = `${earlyTapsScript};${themeScript}`;
