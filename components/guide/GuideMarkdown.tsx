import type { ReactNode } from 'react';
import type { Heading, ListItem, PhrasingContent, RootContent, Table } from 'mdast';
import { CodeBlock } from '@/components/practice/CodeBlock';
import type { GuideSection } from '@/lib/library/guide';
import { plainText } from '@/lib/library/guideText';
import { ContentError } from '@/lib/practice/ContentError';
import { highlightFence } from '@/lib/practice/highlight';
import styles from './guide.module.css';

/** What a chapter's body is rendered with: its file for errors and its sections' ids. */
export interface MarkdownContext {
  file: string;
  sections: readonly GuideSection[];
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

const where = (ctx: MarkdownContext, node: { position?: RootContent['position'] }) =>
  `${ctx.file}:${node.position?.start.line ?? '?'}`;

/**
 * The id of a section heading: the one the guide loader gave it (from its `{#id}`), else the
 * section starting on its line. It is the URL fragment the site search links to, so a heading
 * without one fails the build rather than getting a made-up anchor.
 */
export function headingId(heading: Heading, ctx: MarkdownContext): string {
  const data = heading.data as { id?: unknown; hProperties?: { id?: unknown } } | undefined;
  const given = data?.hProperties?.id ?? data?.id;
  if (typeof given === 'string' && given) return given;
  const section = ctx.sections.find((s) => s.line === heading.position?.start.line);
  if (section) return section.id;
  throw new ContentError(`${where(ctx, heading)}: a heading without an id`);
}

function inline(nodes: readonly PhrasingContent[], ctx: MarkdownContext): ReactNode[] {
  return nodes.map((node, i) => {
    switch (node.type) {
      case 'text':
        return node.value;
      case 'strong':
        return <strong key={i}>{inline(node.children, ctx)}</strong>;
      case 'emphasis':
        return <em key={i}>{inline(node.children, ctx)}</em>;
      case 'delete':
        return <del key={i}>{inline(node.children, ctx)}</del>;
      case 'inlineCode':
        return <code key={i}>{node.value}</code>;
      case 'break':
        return <br key={i} />;
      case 'link':
        return (
          <a key={i} href={node.url}>
            {inline(node.children, ctx)}
          </a>
        );
      default:
        throw new ContentError(`${where(ctx, node)}: "${node.type}" cannot be shown on the web`);
    }
  });
}

/** A section heading with its anchor link, shown on hover and focus. */
function SectionHeading({ node, ctx }: { node: Heading; ctx: MarkdownContext }) {
  const id = headingId(node, ctx);
  // The chapter title is the page's h1, so its ### sections are h2.
  const Tag = node.depth <= 3 ? 'h2' : node.depth === 4 ? 'h3' : 'h4';
  return (
    <Tag id={id} className={styles.heading}>
      {inline(node.children, ctx)}{' '}
      <a className={styles.anchor} href={`#${id}`}>
        <span aria-hidden="true">#</span>
        <span className="visually-hidden">Link to this section: {plainText(node.children)}</span>
      </a>
    </Tag>
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
      {node.children.map((child, i) =>
        tight && child.type === 'paragraph' ? (
          <span key={i}>{inline(child.children, ctx)}</span>
        ) : (
          <Block key={i} node={child} ctx={ctx} index={i} />
        ),
      )}
    </li>
  );
}

function Block({
  node,
  ctx,
  index,
}: {
  node: RootContent;
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
    case 'code': {
      const language = node.lang ?? 'text';
      return (
        <CodeBlock
          code={{ html: highlightFence(node.value, language), language }}
          label={languageNames[language] ?? language}
        />
      );
    }
    case 'table':
      return <TableBlock node={node} ctx={ctx} index={index} />;
    case 'blockquote':
      return (
        <blockquote>
          {node.children.map((child, i) => (
            <Block key={i} node={child} ctx={ctx} index={i} />
          ))}
        </blockquote>
      );
    case 'thematicBreak':
      return <hr />;
    default:
      throw new ContentError(`${where(ctx, node)}: "${node.type}" cannot be shown on the web`);
  }
}

/**
 * A chapter's Markdown tree as React elements, at build time: headings with their anchors,
 * code highlighted on the server (the copy button is the page's only script), GFM tables as
 * real tables. Anything else in the tree fails the build with its file and line.
 */
export function GuideMarkdown({
  nodes,
  ctx,
}: {
  nodes: readonly RootContent[];
  ctx: MarkdownContext;
}) {
  let tables = 0;
  return (
    <>
      {nodes.map((node, i) => (
        <Block key={i} node={node} ctx={ctx} index={node.type === 'table' ? tables++ : i} />
      ))}
    </>
  );
}
