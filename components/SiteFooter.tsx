import { mission, site } from '@/content/site';
import { href } from '@/lib/routes';
import styles from './SiteFooter.module.css';

const quickLinks = [
  { label: 'Home', url: href('/') },
  { label: 'About', url: href('/about') },
  { label: 'Services', url: href('/practice') },
  { label: 'Contact', url: `mailto:${site.contactEmail}` },
];

export function SiteFooter() {
  // The year of the build: the site is static, and every deploy rebuilds it.
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about">About Us</h2>
          <p>{mission}</p>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links">Quick Links</h2>
          <ul>
            {quickLinks.map((link) => (
              <li key={link.label}>
                <a href={link.url}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Contact</h2>
          <p>
            Email: <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>
          </p>
        </section>
      </div>
      <p className={styles.copyright}>
        © {year} {site.name}. All rights reserved.
      </p>
    </footer>
  );
}
