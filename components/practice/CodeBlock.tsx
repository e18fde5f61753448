'use client';

import { useRef } from 'react';
import { CodeView } from './CodeView';
import { CopyButton } from './CopyButton';
import type { QuestionView } from './model';

/** A highlighted code block with its copy button: a question's example or a guide's fence. */
export function CodeBlock({
  code,
  label,
}: {
  code: Omit<NonNullable<QuestionView['code']>, 'language'> & { language: string };
  label: string;
}) {
  const ref = useRef<HTMLElement>(null);
  return (
    <CodeView code={code} label={label} codeRef={ref}>
      <CopyButton source={ref} />
    </CodeView>
  );
}
