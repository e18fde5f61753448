/** The four main navigation links (the spec fixes their number and labels). */
export const mainNav = [
  { path: '/', label: 'HOME' },
  { path: '/book', label: 'BOOKS' },
  { path: '/practice', label: 'PRACTICE' },
  { path: '/about', label: 'ABOUT US' },
] as const;
