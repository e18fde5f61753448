let region: HTMLElement | undefined;

/**
 * Says a short message to screen readers through one polite live region of the frame's own,
 * appended to <body> (never inside markup that React rendered).
 */
export function announce(message: string) {
  if (!region) {
    region = document.createElement('div');
    region.className = 'visually-hidden';
    region.setAttribute('role', 'status');
    document.body.append(region);
  }
  // Cleared first, so the same message twice is announced twice.
  region.textContent = '';
  const target = region;
  window.setTimeout(() => {
    target.textContent = message;
  }, 50);
}
