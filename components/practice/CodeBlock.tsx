'use client';

import { useRef } from 'react';
import { CodeView } from './CodeView';
import { CopyButton } from './CopyButton';
import type { QuestionView } from './model';

export function CodeBlock({
  code,
  label,
}: {
  code: NonNullable<QuestionView['code']>;
  label: string;
}) {
  const ref = useRef<HTMLElement>(null);
  return (
    <CodeView code={code} label={label} codeRef={ref}>
      <CopyButton source={ref} />
    </CodeView>
  );
}
