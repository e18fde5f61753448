import styles from './Hero.module.css';

export function Hero() {
  return (
    <section className={styles.hero}>
      <h1 className={styles.headline}>The Smartest Way to Learn Skills That Matter</h1>
      <p className={styles.tagline}>Learn anytime, anywhere.</p>
    </section>
  );
}
