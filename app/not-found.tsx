import type { Metadata } from 'next';
import { href } from '@/lib/routes';

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } };

export default function NotFound() {
  return (
    // The frame's script sends a route spelled in other letter case on to it (frame/recover.ts).
    <div className="page-narrow" data-route-recovery="">
      <h1>Page not found</h1>
      <p>We could not find that page. It may have moved, or the address may have a typo.</p>
      <ul>
        <li>
          <a href={href('/')}>Home: study guides by technology</a>
        </li>
        <li>
          <a href={href('/book')}>The study library</a>
        </li>
        <li>
          <a href={href('/practice')}>Practice interview questions</a>
        </li>
      </ul>
    </div>
  );
}
