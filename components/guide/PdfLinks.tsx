import { docSource } from '@/content/site';
import { builtDoc } from '@/lib/library/builtDocs';

/** "Download PDF" with its size and pages, or a link to the PDF where it is hosted elsewhere. */
export function PdfLinks({ slug }: { slug: string }) {
  const built = builtDoc(slug);
  const source = docSource(slug);
  const facts = `${built.pages} pages, ${Math.round(built.bytes / 1024)} KB`;
  return source.startsWith('/') ? (
    <a href={source} download>
      Download PDF <span>({facts})</span>
    </a>
  ) : (
    <a href={source}>
      Open the PDF <span>({facts})</span>
    </a>
  );
}
