import type { ReactNode } from 'react';
import styles from './SiteHeader.module.css';

interface MenuLink {
  href: string;
  label: string;
}

/**
 * The main navigation, with no script: at 768 px and wider the links stand in the header; below,
 * they are an HTML popover that the button opens and closes. The browser gives it the rest:
 * a click outside and Escape close it, focus returns to the button, and the button is announced
 * as expanded or collapsed. A link is a full page load, so the menu closes with the page (and the
 * frame's script closes it before the page goes into the back-forward cache). A browser without
 * popover support shows the links listed under the brand, as every browser did before.
 */
export function MainMenu({
  links,
  children,
}: {
  links: readonly MenuLink[];
  children?: ReactNode;
}) {
  return (
    <div className={styles.menuRoot}>
      <button type="button" className={styles.toggle} popoverTarget="site-menu">
        <span className="visually-hidden">Menu</span>
        <span className={styles.bars} aria-hidden="true" />
      </button>
      <nav aria-label="Main">
        <ul id="site-menu" className={styles.menu} popover="auto">
          {links.map((link) => (
            <li key={link.href}>
              <a href={link.href}>{link.label}</a>
            </li>
          ))}
          {/* The theme switch: in the header row on wide screens, in the menu's panel on phones. */}
          {children && <li className={styles.menuExtra}>{children}</li>}
        </ul>
      </nav>
    </div>
  );
}
