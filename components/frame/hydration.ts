/**
 * On practice and drill pages React still hydrates the whole document, the frame included. A
 * module that changed markup React rendered before hydration ends would make React throw the
 * page's DOM away (a hydration error). Those pages set `data-hydrated` on <html> once React has
 * taken over (components/HydrationMark.tsx); pages without React have no `/_next/` script and
 * are ready at once.
 */
const reactPage = () => document.querySelector('script[src^="/_next/"]') !== null;

export function whenHydrated(): Promise<void> {
  const root = document.documentElement;
  if (!reactPage() || root.hasAttribute('data-hydrated')) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!root.hasAttribute('data-hydrated')) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
  });
}
