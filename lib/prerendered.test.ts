import { dropPrerendered } from './prerendered';

/** A page's HTML with its payload split over inline scripts, as Next writes it. */
function page(flight: string, cut = 40) {
  const pushes = [`<script>self.__next_f.push([0])</script>`];
  for (let at = 0; at < flight.length; at += cut)
    pushes.push(
      `<script>self.__next_f.push(${JSON.stringify([1, flight.slice(at, at + cut)])})</script>`,
    );
  return `<!DOCTYPE html><html><body><main><article>Q1</article></main>${pushes.join('')}</body></html>`;
}

/** The payload a page's scripts carry, joined. */
function payload(html: string) {
  return [...html.matchAll(/<script>self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g)]
    .map((m) => JSON.parse(m[1]!) as [number, string?])
    .filter(([kind]) => kind === 1)
    .map(([, text]) => text)
    .join('');
}

const text = 'Höchst <b>&</b>'; // 17 bytes in UTF-8
const flight = [
  '1:"$Sreact.fragment"\n',
  '2:I[123,["/_next/static/chunks/a.js"],"TopicQuestions"]\n',
  ':HL["/_next/static/chunks/a.css","style"]\n',
  `7:T${Buffer.byteLength(text).toString(16)},${text}`,
  '8:["$","p",null,{"children":"shared"}]\n',
  '0:{"c":[["$","$L2",null,{"topic":{"key":"basics"},"prerendered":[["$","div","1",{"data-card":1,"children":"$7"}],"$8"]}],"$8"]}\n',
].join('');

describe('dropPrerendered', () => {
  it('takes the prop and the rows only it used out of the payload, and keeps the rest', () => {
    const { html, removed } = dropPrerendered(page(flight), '/practicetest/index.html');
    const left = payload(html);
    expect(left).not.toContain('prerendered');
    expect(left).not.toContain('Höchst');
    // Still used elsewhere, so kept; and every other row as it was.
    expect(left).toContain('8:["$","p",null,{"children":"shared"}]\n');
    expect(left).toContain(':HL["/_next/static/chunks/a.css","style"]\n');
    expect(left).toContain('0:{"c":[["$","$L2",null,{"topic":{"key":"basics"}}],"$8"]}\n');
    expect(removed).toBe(Buffer.byteLength(flight) - Buffer.byteLength(left));
    // The page itself is untouched, the bootstrap script too, and the payload is one script now.
    expect(html).toContain('<main><article>Q1</article></main>');
    expect(html).toContain('<script>self.__next_f.push([0])</script>');
    expect(html.match(/self\.__next_f\.push\(\[1,/g)).toHaveLength(1);
    expect(html).not.toMatch(/<\/?b>/);
  });

  it('keeps a text row that follows another text row whole', () => {
    const two = `5:T3,abc6:T3,def0:["$5","$6",{"prerendered":null}]\n`;
    const left = payload(dropPrerendered(page(two, 7), 'x').html);
    expect(left).toBe('5:T3,abc6:T3,def0:["$5","$6",{}]\n');
  });

  it('fails naming the page when the prop is missing or there twice', () => {
    expect(() => dropPrerendered(page('0:{"c":1}\n'), '/practicetest/index.html')).toThrow(
      '/practicetest/index.html: 0 "prerendered" props in the payload',
    );
    expect(() => dropPrerendered(page('0:[{"prerendered":1},{"prerendered":2}]\n'), 'x')).toThrow(
      'x: 2 "prerendered" props',
    );
  });
});
