/** The web edition's URLs: a guide's home and each chapter's own page below it. */
export const guidePath = (slug: string) => `/book/${slug}`;
export const chapterPath = (slug: string, chapter: string) => `/book/${slug}/${chapter}`;
/** A section of a chapter: the anchor is the section's id, as the site search links to it. */
export const sectionHref = (slug: string, chapter: string, section: string) =>
  `${chapterPath(slug, chapter)}/#${section}`;
