// Writes the site's own artwork (logo and card images) as small SVG files under public/images.
// Run it after changing the list below: node scripts/make-artwork.mjs
import { mkdirSync, writeFileSync } from 'node:fs';

const cards = {
  backend: ['#1e3a8a', '#2563eb', '</>', 'Backend'],
  frontend: ['#9d174d', '#db2777', '<ui>', 'Frontend'],
  database: ['#065f46', '#059669', 'DB', 'Database'],
  java: ['#7c2d12', '#c2410c', 'Java', 'Java'],
  corejava: ['#7c2d12', '#ea580c', 'J', 'Core Java'],
  advjava: ['#78350f', '#b45309', 'EE', 'Advanced Java'],
  spring: ['#14532d', '#16a34a', 'S', 'Spring'],
  python: ['#1e3a8a', '#ca8a04', 'Py', 'Python'],
  advpython: ['#312e81', '#a16207', 'Py+', 'Advanced Python'],
  django: ['#052e16', '#15803d', 'dj', 'Django'],
  nodejs: ['#14532d', '#4d7c0f', 'node', 'Node.js'],
  express: ['#1f2937', '#4b5563', 'ex', 'Express.js'],
  html: ['#9a3412', '#ea580c', '<h>', 'HTML'],
  css: ['#1e40af', '#0284c7', '{ }', 'CSS'],
  javascript: ['#854d0e', '#ca8a04', 'JS', 'JavaScript'],
  bootstrap: ['#4c1d95', '#7c3aed', 'B', 'Bootstrap'],
  typescript: ['#1e3a8a', '#3178c6', 'TS', 'TypeScript'],
  react: ['#0f172a', '#0e7490', '⚛', 'React'],
  mysql: ['#0c4a6e', '#0369a1', 'SQL', 'MySQL'],
  oracle: ['#7f1d1d', '#dc2626', 'ORA', 'Oracle'],
  mongodb: ['#14532d', '#15803d', '{…}', 'MongoDB'],
};

const escape = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function card(id, [from, to, mark, label]) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360" role="img" aria-label="${escape(label)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="640" height="360" fill="url(#g)"/>
<circle cx="560" cy="60" r="120" fill="#fff" fill-opacity=".08"/><circle cx="80" cy="330" r="90" fill="#fff" fill-opacity=".07"/>
<path d="M0 290 Q160 240 320 290 T640 290 V360 H0Z" fill="#000" fill-opacity=".12"/>
<text x="320" y="200" text-anchor="middle" font-family="ui-monospace,Menlo,Consolas,monospace" font-size="${mark.length > 3 ? 92 : 120}" font-weight="700" fill="#fff">${escape(mark)}</text>
<text x="320" y="318" text-anchor="middle" font-family="system-ui,sans-serif" font-size="30" fill="#fff" fill-opacity=".9">${escape(label)}</text>
</svg>
`;
}

const logo = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">
<rect width="64" height="64" rx="14" fill="#1d4ed8"/>
<path d="M14 18h14a6 6 0 0 1 4 1.5A6 6 0 0 1 36 18h14v28H36a4 4 0 0 0-4 4 4 4 0 0 0-4-4H14Z" fill="#fff"/>
<path d="M32 21v27" stroke="#1d4ed8" stroke-width="2.5"/>
<path d="M19 26h8M19 32h8M37 26h8M37 32h8M37 38h5" stroke="#1d4ed8" stroke-width="2.5" stroke-linecap="round"/>
</svg>
`;

mkdirSync('public/images/cards', { recursive: true });
writeFileSync('public/images/logo.svg', logo);
for (const [id, spec] of Object.entries(cards))
  writeFileSync(`public/images/cards/${id}.svg`, card(id, spec));
console.log(`wrote logo and ${Object.keys(cards).length} card images`);
