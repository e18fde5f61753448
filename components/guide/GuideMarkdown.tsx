import type { ReactNode } from 'react';
import type { Code, Heading, ListItem, PhrasingContent, RootContent, Table } from 'mdast';
import { CodeBlock } from '@/components/practice/CodeBlock';
import { fenceCheck, plainText } from '@/lib/library/guide';
import { ContentError } from '@/lib/practice/ContentError';
import { highlightFence } from '@/lib/practice/highlight';
import { fenceRunnable } from '@/lib/practice/runnable';
import styles from './guide.module.css';

/** What a chapter's body is rendered with: its file, for errors. */
export interface MarkdownContext {
  file: string;
}

const languageNames: Readonly<Record<string, string>> = {
  bash: 'Shell',
  css: 'CSS',
  html: 'HTML',
  java: 'Java',
  javascript: 'JavaScript',
  json: 'JSON',
  jsx: 'JSX',
  python: 'Python',
  scss: 'SCSS',
  sql: 'SQL',
  text: 'Text',
  toml: 'TOML',
  tsx: 'TSX',
  typescript: 'TypeScript',
  xml: 'XML',
  yaml: 'YAML',
};

/** The guide's slug, its file's name (content/library/<slug>.md). */
const guideOf = (ctx: MarkdownContext) => /([^/\\]+)\.md$/.exec(ctx.file)?.[1] ?? '';

const where = (ctx: MarkdownContext, node: { position?: RootContent['position'] }) =>
  `${ctx.file}:${node.position?.start.line ?? '?'}`;

/**
 * The id of a section heading, as the guide loader froze it (`### Joins {#joins}`). It is the
 * URL fragment the site search links to, so a heading without one fails the build.
 */
function headingId(heading: Heading, ctx: MarkdownContext): string {
  const id = heading.data?.id;
  if (!id) throw new ContentError(`${where(ctx, heading)}: a heading without an id`);
  return id;
}

function inline(nodes: readonly PhrasingContent[], ctx: MarkdownContext): ReactNode[] {
  return nodes.map((node, i) => {
    switch (node.type) {
      case 'text':
        return node.value;
      case 'strong':
        return <strong key={i}>{inline(node.children, ctx)}</strong>;
      case 'inlineCode':
        return <code key={i}>{node.value}</code>;
      default:
        throw new ContentError(`${where(ctx, node)}: "${node.type}" cannot be shown on the web`);
    }
  });
}

/** A section heading with its anchor link, shown on hover and focus. */
function SectionHeading({ node, ctx }: { node: Heading; ctx: MarkdownContext }) {
  const id = headingId(node, ctx);
  // The chapter title is the page's h1, so its ### sections (the only headings inside) are h2.
  return (
    <h2 id={id} className={styles.heading}>
      {inline(node.children, ctx)}{' '}
      <a className={styles.anchor} href={`#${id}`}>
        <span aria-hidden="true">#</span>
        <span className="visually-hidden">Link to this section: {plainText(node.children)}</span>
      </a>
    </h2>
  );
}

function TableBlock({ node, ctx, index }: { node: Table; ctx: MarkdownContext; index: number }) {
  const [head, ...body] = node.children;
  if (!head) throw new ContentError(`${where(ctx, node)}: a table without rows`);
  const align = (i: number) => node.align?.[i] ?? undefined;
  return (
    // Wide tables scroll inside their box; it takes focus so a keyboard can scroll it.
    <div
      className={styles.table}
      tabIndex={0}
      role="region"
      aria-label={`Table ${index + 1}: ${head.children.map((c) => plainText(c.children)).join(', ')}`}
    >
      <table>
        <thead>
          <tr>
            {head.children.map((cell, i) => (
              <th key={i} scope="col" style={{ textAlign: align(i) }}>
                {inline(cell.children, ctx)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {body.map((row, r) => (
            <tr key={r}>
              {row.children.map((cell, i) => (
                <td key={i} style={{ textAlign: align(i) }}>
                  {inline(cell.children, ctx)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A list item: a tight list's paragraphs read inline, a loose list's stay paragraphs. */
function Item({ node, tight, ctx }: { node: ListItem; tight: boolean; ctx: MarkdownContext }) {
  return (
    <li>
      {node.children.map((child, i) => {
        if (child.type !== 'paragraph')
          throw new ContentError(`${where(ctx, child)}: a list item holds text only`);
        const text = inline(child.children, ctx);
        return tight ? <span key={i}>{text}</span> : <p key={i}>{text}</p>;
      })}
    </li>
  );
}

/** A fenced block; a `run` block carries the ```text output block that follows it. */
function Fence({
  node,
  output,
  ctx,
}: {
  node: Code;
  output: Code | undefined;
  ctx: MarkdownContext;
}) {
  const language = node.lang ?? 'text';
  return (
    <CodeBlock
      code={{
        html: highlightFence(node.value, language),
        language,
        ...(output && { output: output.value }),
        ...fenceRunnable(node.lang, fenceCheck(node), node.value, guideOf(ctx)),
      }}
      label={languageNames[language] ?? language}
    />
  );
}

function Block({
  node,
  next,
  ctx,
  index,
}: {
  node: RootContent;
  next: RootContent | undefined;
  ctx: MarkdownContext;
  index: number;
}): ReactNode {
  switch (node.type) {
    case 'heading':
      return <SectionHeading node={node} ctx={ctx} />;
    case 'paragraph':
      return <p>{inline(node.children, ctx)}</p>;
    case 'list': {
      const tight = !node.spread && node.children.every((item) => !item.spread);
      const items = node.children.map((item, i) => (
        <Item key={i} node={item} tight={tight} ctx={ctx} />
      ));
      return node.ordered ? (
        <ol start={node.start && node.start !== 1 ? node.start : undefined}>{items}</ol>
      ) : (
        <ul>{items}</ul>
      );
    }
    case 'code':
      // An output block is shown with the run block before it.
      if (fenceCheck(node) === 'output') return null;
      return (
        <Fence
          node={node}
          ctx={ctx}
          output={fenceCheck(node) === 'run' && next?.type === 'code' ? next : undefined}
        />
      );
    case 'table':
      return <TableBlock node={node} ctx={ctx} index={index} />;
    default:
      throw new ContentError(`${where(ctx, node)}: "${node.type}" cannot be shown on the web`);
  }
}

/**
 * A chapter's Markdown tree (lib/library/guide.ts) as React elements, at build time: section
 * headings with their anchors, code highlighted on the server with the banks' copy button (the
 * page's only script), a program's stated output under it, GFM tables as real tables. Anything
 * else in the tree fails the build with its file and line.
 */
export function GuideMarkdown({
  nodes,
  ctx,
}: {
  nodes: readonly RootContent[];
  ctx: MarkdownContext;
}) {
  const tableIndex = (i: number) => nodes.slice(0, i).filter((n) => n.type === 'table').length;
  return (
    <>
      {nodes.map((node, i) => (
        <Block key={i} node={node} next={nodes[i + 1]} ctx={ctx} index={tableIndex(i)} />
      ))}
    </>
  );
}
