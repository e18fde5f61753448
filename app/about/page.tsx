import { mission, site } from '@/content/site';
import { JsonLd } from '@/components/JsonLd';
import { pageMetadata } from '@/lib/metadata';
import { breadcrumbList } from '@/lib/structuredData';
import { href } from '@/lib/routes';

export const metadata = pageMetadata(
  '/about',
  'About Us',
  `Who ${site.name} is for and why it exists: free, careful material for learning to program.`,
);

export default function AboutPage() {
  return (
    <article className="page-narrow">
      <JsonLd data={breadcrumbList('/about')} />
      <h1>About Us</h1>
      <p>{mission}</p>
      <h2>Who this site is for</h2>
      <p>
        Learners at every level: people writing their first program, students working through a
        course, and developers preparing for a technical interview. Everything here is free, needs
        no account and works on a slow phone, with or without JavaScript.
      </p>
      <h2>What you will find</h2>
      <ul>
        <li>
          <a href={href('/book')}>Study guides</a> for fifteen technologies, from Core Java to
          MongoDB, each a PDF you can read in the browser or download.
        </li>
        <li>
          <a href={href('/practice')}>Practice banks</a> of about 500 interview questions, each with
          a model answer and, for most, a code example you can copy.
        </li>
      </ul>
      <h2>How we write</h2>
      <p>
        Every question, answer and example is written by us for the versions candidates meet now:
        Java 25, Jakarta EE 11, Spring Boot 4, Python 3.14, Django 5.2, Node.js 26, ES2025,
        TypeScript 7, React 19 with React Router 8, Bootstrap 5.3, MySQL 8.4, Oracle 19c and 26ai
        and MongoDB 8, and each page says where an older line still common in production differs.
        Code examples are checked by our test suite: they parse, and where practical they compile or
        run and print what the page says they print.
      </p>
      <h2>Get in touch</h2>
      <p>
        Found a mistake or want a topic covered? Write to{' '}
        <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>.
      </p>
    </article>
  );
}
