import { MainMenu } from '@/components/MainMenu';
import { mainNav } from '@/components/navigation';
import { SiteSearch } from '@/components/search/SiteSearch';
import { ThemeSwitch } from '@/components/ThemeSwitch';
import { site } from '@/content/site';
import { href } from '@/lib/routes';
import styles from './SiteHeader.module.css';

export function SiteHeader() {
  return (
    <>
      <header className={styles.header}>
        <div className={styles.bar}>
          <a className={styles.brand} href="/">
            {/* eslint-disable-next-line @next/next/no-img-element -- a static SVG; next/image would add client JS */}
            <img src={site.logo} width={40} height={40} alt="" />
            <span>{site.name}</span>
          </a>
          <SiteSearch />
          <MainMenu links={mainNav.map((link) => ({ href: href(link.path), label: link.label }))}>
            <ThemeSwitch />
          </MainMenu>
        </div>
      </header>
      <div className={styles.spacer} aria-hidden="true" />
    </>
  );
}
