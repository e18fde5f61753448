import { href, recoverRoute } from '@/lib/routes';

/**
 * On the not-found page: a path that names a real route in other letter case ("/PRACTICE",
 * "/typescriptPdf") is sent on to that route, keeping its query and fragment.
 */
export function recover() {
  const target = recoverRoute(window.location.pathname);
  if (target && href(target) !== window.location.pathname) {
    window.location.replace(href(target) + window.location.search + window.location.hash);
  }
}
