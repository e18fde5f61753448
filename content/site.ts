/**
 * The one site configuration. Defaults work out of the box; every field can be overridden at
 * build time with the environment variable named beside it (see README, "Configuration").
 */
export interface SiteConfig {
  /** SITE_NAME */
  name: string;
  /** SITE_LOGO: a path under public/ */
  logo: string;
  /** SITE_CONTACT_EMAIL */
  contactEmail: string;
  /** SITE_URL: the public origin, used for canonical links and the sitemap (no trailing slash) */
  url: string;
  /** SITE_VITALS_URL: where to send web-vitals measurements; none by default (nothing is sent) */
  vitalsEndpoint?: string;
}

function fromEnv(name: string, fallback: string): string {
  const value = process.env[name]?.trim();
  return value ? value : fallback;
}

function publicUrl(value: string): string {
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new Error(`SITE_URL must be an absolute URL, got "${value}"`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new Error(`SITE_URL must be an http(s) URL, got "${value}"`);
  }
  return parsed.origin + parsed.pathname.replace(/\/+$/, '');
}

function email(value: string): string {
  if (!/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(value)) {
    throw new Error(`SITE_CONTACT_EMAIL is not an e-mail address: "${value}"`);
  }
  return value;
}

function vitalsEndpoint(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  if (value.startsWith('https://')) return value;
  throw new Error(`SITE_VITALS_URL must be a same-site path or an https:// URL, got "${value}"`);
}

export const site: SiteConfig = {
  name: fromEnv('SITE_NAME', 'Learn Skills'),
  logo: fromEnv('SITE_LOGO', '/images/logo.svg'),
  contactEmail: email(fromEnv('SITE_CONTACT_EMAIL', 'hello@example.com')),
  url: publicUrl(fromEnv('SITE_URL', 'https://learn.example.com')),
  vitalsEndpoint: vitalsEndpoint(process.env.SITE_VITALS_URL?.trim()),
};

export const mission =
  'We help people learn to code, for free: Python, Java, C++, JavaScript, HTML and CSS, SQL, AI and ML, and more. ' +
  'Every guide and every practice question is written to be read anywhere, on any device, at any level.';

/**
 * Where a study document is read from: the PDF the build ships (/docs/<slug>.pdf), or an
 * external https:// preview URL from DOC_SOURCE_<SLUG> (e.g. DOC_SOURCE_JAVA). Anything else
 * fails the build.
 */
export function docSource(slug: string): string {
  const variable = `DOC_SOURCE_${slug.toUpperCase()}`;
  const configured = process.env[variable]?.trim();
  if (!configured) return `/docs/${slug}.pdf`;
  let url: URL;
  try {
    url = new URL(configured);
  } catch {
    throw new Error(`${variable} must be an https:// URL, got "${configured}"`);
  }
  if (url.protocol !== 'https:')
    throw new Error(`${variable} must be an https:// URL, got "${configured}"`);
  return url.href;
}
