import { highlight, highlightFence, slimSpans } from './highlight';

describe('slimSpans', () => {
  it("writes each token with its colour's short class and leaves out spans the theme does not paint", () => {
    expect(
      slimSpans(
        '<span class="hljs-function"><span class="hljs-keyword">def</span> <span class="hljs-title function_">f</span>(<span class="hljs-params">x</span>)</span>',
      ),
    ).toBe('<span class="hk">def</span> <span class="ht">f</span>(x)');
  });

  it('pairs the closing tags of nested and sub-language spans', () => {
    expect(
      slimSpans(
        '<span class="language-xml"><span class="hljs-tag">&lt;<span class="hljs-name">p</span>&gt;</span></span>x<span class="hljs-subst">${<span class="hljs-number">1</span>}</span>',
      ),
    ).toBe(
      '<span class="hg">&lt;<span class="hg">p</span>&gt;</span>x${<span class="hn">1</span>}',
    );
  });

  it('keeps the text of highlighted code exactly', () => {
    const code = 'const el = <div className="a">{items.map((i) => `${i}`)}</div>; // "q" & <b>';
    const text = (html: string) =>
      html
        .replace(/<[^>]+>/g, '')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&#x27;/g, "'")
        .replace(/&amp;/g, '&');
    expect(text(highlight(code, 'jsx'))).toBe(code);
    expect(text(highlightFence('x = "<a>" # c', 'python'))).toBe('x = "<a>" # c');
    expect(highlight(code, 'jsx')).not.toContain('hljs-');
  });
});
