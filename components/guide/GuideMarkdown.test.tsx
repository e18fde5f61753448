import { render, screen, within } from '@testing-library/react';
import type { RootContent } from 'mdast';
import { GuideMarkdown } from './GuideMarkdown';

// mdast as lib/library/guide.ts hands it over (positions only where the renderer reads them).
const at = (line: number) => ({ start: { line, column: 1 }, end: { line, column: 1 } });
const text = (value: string) => ({ type: 'text' as const, value });

const ctx = { file: 'content/library/java.md' };

function renderNodes(nodes: RootContent[]) {
  return render(
    <main>
      <GuideMarkdown nodes={nodes} ctx={ctx} />
    </main>,
  );
}

describe('GuideMarkdown', () => {
  it('gives each section heading its id and a link to itself', () => {
    renderNodes([
      // The loader froze each id from the heading's `{#maps}` suffix.
      { type: 'heading', depth: 3, children: [text('Maps')], data: { id: 'maps' } },
      {
        type: 'heading',
        depth: 3,
        children: [text('Key '), { type: 'strong', children: [text('points')] }],
        data: { id: 'java-key-points' },
      },
    ]);
    const [maps, points] = screen.getAllByRole('heading', { level: 2 });
    expect(maps).toHaveAttribute('id', 'maps');
    expect(points).toHaveAttribute('id', 'java-key-points');
    expect(
      within(points!).getByRole('link', { name: 'Link to this section: Key points' }),
    ).toHaveAttribute('href', '#java-key-points');
  });

  it('fails the build for a heading without an id, naming file and line', () => {
    expect(() =>
      renderNodes([{ type: 'heading', depth: 3, children: [text('Stray')], position: at(44) }]),
    ).toThrow('content/library/java.md:44: a heading without an id');
  });

  it('renders inline Markdown, tight lists inline and ordered lists from their start', () => {
    const { container } = renderNodes([
      {
        type: 'paragraph',
        children: [
          text('Use '),
          { type: 'inlineCode', value: 'List.of' },
          text(' for '),
          { type: 'strong', children: [text('fixed')] },
          text(' lists.'),
        ],
      },
      {
        type: 'list',
        ordered: true,
        start: 3,
        spread: false,
        children: [
          {
            type: 'listItem',
            spread: false,
            children: [{ type: 'paragraph', children: [text('third')] }],
          },
        ],
      },
    ]);
    expect(container.querySelector('p')!.innerHTML).toBe(
      'Use <code>List.of</code> for <strong>fixed</strong> lists.',
    );
    expect(container.querySelector('ol')).toHaveAttribute('start', '3');
    expect(container.querySelector('li > p')).toBeNull();
    expect(screen.getByRole('listitem')).toHaveTextContent('third');
  });

  it('highlights code at build time, with its language and the copy button', () => {
    const { container } = renderNodes([
      { type: 'code', lang: 'java', meta: 'fragment', value: 'int x = 1; // one' },
      { type: 'code', lang: 'bash', value: 'echo "<not html>"' },
    ]);
    const [java, plain] = container.querySelectorAll('pre');
    expect(java).toHaveAttribute('data-language', 'java');
    expect(java!.querySelector('.hb')).toHaveTextContent('int'); // a type
    expect(java!.querySelector('.hc')).toHaveTextContent('// one'); // a comment
    expect(plain).toHaveTextContent('echo "<not html>"');
    expect(plain!.querySelector('.hb')).toHaveTextContent('echo'); // a built-in
    expect(screen.getByText('Java')).toBeInTheDocument();
    expect(screen.getByText('Shell')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Copy' })).toHaveLength(2);
  });

  it("shows a program's stated output under it, once", () => {
    const { container } = renderNodes([
      { type: 'code', lang: 'python', meta: 'run', value: 'print(6 * 7)' },
      { type: 'code', lang: 'text', meta: 'output', value: '42' },
    ]);
    expect(container.querySelectorAll('pre')).toHaveLength(2);
    expect(screen.getByText('Output:').nextElementSibling).toHaveTextContent('42');
    expect(screen.getAllByRole('button', { name: 'Copy' })).toHaveLength(1);
  });

  it('renders a GFM table as a real table with header cells and alignment', () => {
    renderNodes([
      {
        type: 'table',
        align: [null, 'right'],
        children: [
          {
            type: 'tableRow',
            children: [
              { type: 'tableCell', children: [text('Type')] },
              { type: 'tableCell', children: [text('Bits')] },
            ],
          },
          {
            type: 'tableRow',
            children: [
              { type: 'tableCell', children: [{ type: 'inlineCode', value: 'int' }] },
              { type: 'tableCell', children: [text('32')] },
            ],
          },
        ],
      },
    ]);
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Type', 'Bits']);
    expect(within(table).getByRole('cell', { name: '32' })).toHaveStyle({ textAlign: 'right' });
    // Wide tables scroll in a box that a keyboard can reach.
    expect(screen.getByRole('region', { name: 'Table 1: Type, Bits' })).toHaveAttribute(
      'tabindex',
      '0',
    );
  });

  it('fails the build on a construct it cannot show, naming file and line', () => {
    expect(() => renderNodes([{ type: 'html', value: '<div>', position: at(12) }])).toThrow(
      'content/library/java.md:12: "html" cannot be shown on the web',
    );
  });
});
