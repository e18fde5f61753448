import { CodeView, type CodeViewData } from './CodeView';
import { CopyButton } from './CopyButton';

/** A highlighted code block with its copy button: a question's example or a guide's fence. */
export function CodeBlock({ code, label }: { code: CodeViewData; label: string }) {
  return (
    <CodeView code={code} label={label}>
      <CopyButton />
    </CodeView>
  );
}
