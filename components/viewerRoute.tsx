import { studyDoc } from '@/content/library';
import { pageMetadata } from '@/lib/metadata';
import { breadcrumbList } from '@/lib/structuredData';
import { JsonLd } from './JsonLd';
import { PdfViewer } from './PdfViewer';

/** What a viewer route folder exports: metadata and a page showing one study document. */
export function viewerRoute(path: string, slug: string, decorated = false) {
  const doc = studyDoc(slug);
  return {
    metadata: pageMetadata(
      path,
      `${doc.title} Study Guide (PDF${decorated ? ', framed' : ''})`,
      `Read the free ${doc.title} study guide online or download it as a PDF: ${doc.syllabus.join(', ')}.`.slice(
        0,
        158,
      ),
    ),
    Page: function ViewerRoutePage() {
      return (
        <>
          <JsonLd data={breadcrumbList(path)} />
          <PdfViewer doc={doc} decorated={decorated} />
        </>
      );
    },
  };
}
