'use client';

import { useRef } from 'react';
import { CodeView, type CodeViewData } from './CodeView';
import { CopyButton } from './CopyButton';

/** A highlighted code block with its copy button: a question's example or a guide's fence. */
export function CodeBlock({ code, label }: { code: CodeViewData; label: string }) {
  const ref = useRef<HTMLElement>(null);
  return (
    <CodeView code={code} label={label} codeRef={ref}>
      <CopyButton source={ref} />
    </CodeView>
  );
}
