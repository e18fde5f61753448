/** @jest-environment node */
import {
  hashSource,
  headerPolicy,
  inlineScripts,
  originOf,
  pagePolicy,
  runnerPage,
  runnerPolicy,
  styleAttributes,
  styleElements,
  withPolicyMeta,
} from './csp';

const page = (head: string, body = '') =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`;

describe('inlineScripts', () => {
  it('takes the scripts that run, not external ones or data blocks', () => {
    const html = page(
      '<script src="/_next/static/chunks/a.js" async=""></script>' +
        "<script>document.documentElement.classList.add('js')</script>" +
        '<script id="_R_">(globalThis.T||[]).push(1)</script>',
      '<script type="application/ld+json">{"@type":"Quiz"}</script>' +
        '<script type="module">import "/m.js"</script>' +
        '<script type="text/javascript">self.__next_f.push([1,"a<\\/script>"])</script>',
    );
    expect(inlineScripts(html)).toEqual([
      "document.documentElement.classList.add('js')",
      '(globalThis.T||[]).push(1)',
      'import "/m.js"',
      'self.__next_f.push([1,"a<\\/script>"])',
    ]);
  });

  it('keeps empty scripts (they run, and have a hash) and normalises line ends as the parser does', () => {
    expect(inlineScripts('<script></script><script>a\r\nb\rc</script>')).toEqual(['', 'a\nb\nc']);
  });
});

describe('style sources', () => {
  it('reads style attributes as the browser does, outside scripts and comments', () => {
    const html = page(
      '',
      '<h2 style="text-align:center;margin-top:0">x</h2><li class="a" style="--i:0"></li>' +
        '<p style="font-family:&quot;Noto Sans&quot;, sans-serif">' +
        '<!-- <b style="color:red"> --><script>var s = "<b style=\\"color:red\\">"</script>',
    );
    expect(styleAttributes(html)).toEqual([
      'text-align:center;margin-top:0',
      '--i:0',
      'font-family:"Noto Sans", sans-serif',
    ]);
  });

  it('finds <style> elements', () => {
    expect(styleElements(page('<style>.a{color:red}</style>'))).toEqual(['.a{color:red}']);
  });
});

describe('hashSource', () => {
  it("gives the CSP specification's example hash", () => {
    expect(hashSource("alert('Hello, world.');")).toBe(
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    );
  });

  it('hashes the UTF-8 bytes (C3 A9; from openssl dgst -sha256)', () => {
    expect(hashSource('é')).toBe("'sha256-SplVfkAzw1Od4utlRyAXytX5VX96BiWgnxw/biumnEw='");
  });
});

describe('pagePolicy', () => {
  const html = page(
    "<script>document.documentElement.classList.add('js')</script><script>x()</script><script>x()</script>",
    '<div style="max-width:900px"></div><div style="max-width:900px"></div>',
  );

  it('allows the own origin, each inline script once by hash, and no unsafe-inline', () => {
    const policy = pagePolicy(html);
    expect(policy).toBe(
      [
        "default-src 'self'",
        `script-src 'self' 'wasm-unsafe-eval' ${hashSource("document.documentElement.classList.add('js')")} ${hashSource('x()')}`,
        `style-src 'self' 'unsafe-hashes' ${hashSource('max-width:900px')}`,
        "connect-src 'self'",
        "frame-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ].join('; '),
    );
    expect(policy).not.toContain('unsafe-inline');
  });

  it("needs no 'unsafe-hashes' when the page has no style attributes", () => {
    expect(pagePolicy(page('<script>x()</script>'))).toContain("style-src 'self'; ");
  });

  it('adds the configured origins', () => {
    const policy = pagePolicy(html, {
      connect: ['https://vitals.example.org'],
      frame: ['https://docs.example.org', 'https://docs.example.org'],
    });
    expect(policy).toContain("connect-src 'self' https://vitals.example.org;");
    expect(policy).toContain("frame-src 'self' https://docs.example.org;");
  });

  it('forbids framing only in the header form', () => {
    expect(pagePolicy(html)).not.toContain('frame-ancestors');
    expect(headerPolicy(pagePolicy(html))).toMatch(/; frame-ancestors 'none'$/);
  });
});

describe('originOf', () => {
  it('gives the origin of an absolute URL and nothing for a site path', () => {
    expect(originOf('https://vitals.example.org/collect?x=1')).toBe('https://vitals.example.org');
    expect(originOf('/vitals')).toBeUndefined();
    expect(originOf(undefined)).toBeUndefined();
  });
});

describe('withPolicyMeta', () => {
  it('puts the policy right after the charset, before any script', () => {
    const html = page('<title>t</title><script>x()</script>');
    const result = withPolicyMeta(html, "default-src 'self'");
    expect(result).toContain(
      `<meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="default-src 'self'"/><title>`,
    );
  });

  it('replaces the policy of a page that already has one', () => {
    const once = withPolicyMeta(page(''), "default-src 'self'");
    const twice = withPolicyMeta(once, "default-src 'none'");
    expect(twice.match(/Content-Security-Policy/g)).toHaveLength(1);
    expect(twice).toContain(`content="default-src 'none'"`);
  });

  it('falls back to the start of <head>, and refuses a page without one', () => {
    expect(withPolicyMeta('<html><head><title>t</title></head></html>', 'x')).toContain(
      '<head><meta http-equiv="Content-Security-Policy" content="x"/><title>',
    );
    expect(() => withPolicyMeta('<p>no head</p>', 'x')).toThrow('no <head>');
  });
});

describe('the Java sandbox page', () => {
  it('is recognised by its hashed name', () => {
    expect(runnerPage('/assets/run-java-8d84bb339d.html')).toBe('java');
    expect(runnerPage('/assets/run-java.html')).toBeUndefined();
  });
  it('may eval and compile WebAssembly, in its Blob workers, and reach no network', () => {
    const policy = runnerPolicy('java');
    expect(policy).toContain("script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'");
    expect(policy).toContain('worker-src blob:');
    expect(policy).not.toContain('connect-src');
    expect(policy).toMatch(/^default-src 'none'/);
  });
  it("keeps 'unsafe-eval' off the site's own pages", () => {
    expect(pagePolicy('<html><head></head></html>')).not.toContain("'unsafe-eval'");
  });
});
