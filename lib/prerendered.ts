/**
 * Takes a practice page's question cards out of its inline payload (`self.__next_f`), where
 * React's App Router would otherwise carry them a second time beside the HTML.
 *
 * The cards reach the engine as one prop of TopicQuestions, `prerendered` (server-rendered
 * elements). In the exported HTML they are already markup; the client adopts that markup as it is
 * (components/practice/Prerendered.tsx), so the payload needs neither the prop nor the rows only it
 * refers to. The route's `.txt` payloads, which the router fetches for a tab, are left whole.
 *
 * The payload is React's Flight stream, split over inline scripts: rows `id:json\n`, or text rows
 * `id:T<hex byte length>,<text>`, or other tagged rows (`I`, `HL`, ...). It is read row by row;
 * the JSON rows that hold the prop are rewritten without it, and the rows it alone referred to
 * are dropped. Anything unexpected fails the build naming the page.
 */

/** The prop the build removes: its name in TopicQuestions. */
export const prerenderedProp = 'prerendered';

const pushScript = /<script>self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g;

interface Row {
  id: string;
  /** The row's text after `id:`, for a text row its header and text. */
  body: string;
  /** For a JSON row, its parsed value. */
  json?: unknown;
}

function parseRows(flight: Buffer, where: string): Row[] {
  const rows: Row[] = [];
  let at = 0;
  while (at < flight.length) {
    const colon = flight.indexOf(0x3a, at);
    if (colon < 0) throw new Error(`${where}: a payload row without an id at byte ${at}`);
    const id = flight.subarray(at, colon).toString('utf8');
    if (!/^[0-9a-f]*$/.test(id))
      throw new Error(`${where}: a payload row id "${id.slice(0, 20)}" at byte ${at}`);
    if (flight[colon + 1] === 0x54 /* T */) {
      const comma = flight.indexOf(0x2c, colon);
      const length = parseInt(flight.subarray(colon + 2, comma).toString('utf8'), 16);
      const end = comma + 1 + length;
      rows.push({ id, body: flight.subarray(colon + 1, end).toString('utf8') });
      at = end;
      continue;
    }
    const newline = flight.indexOf(0x0a, colon);
    const end = newline < 0 ? flight.length : newline;
    const body = flight.subarray(colon + 1, end).toString('utf8');
    const row: Row = { id, body };
    if (/^[[{"]/.test(body)) row.json = JSON.parse(body);
    rows.push(row);
    at = end + 1;
  }
  return rows;
}

/** Every row id a value refers to (`"$L1f"`, `"$1f"`, `"$@1f"`, `"$1f:props:x"`). */
function references(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === 'string') {
    const ref = /^\$[A-Z@]?([0-9a-f]+)(?::|$)/.exec(value);
    if (ref) into.add(ref[1]!);
  } else if (Array.isArray(value)) {
    for (const item of value) references(item, into);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) references(item, into);
  }
  return into;
}

/** Removes every `prerendered` prop inside a value; returns what they held. */
function removeProp(value: unknown, removed: unknown[]): void {
  if (Array.isArray(value)) {
    for (const item of value) removeProp(item, removed);
  } else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (Object.hasOwn(record, prerenderedProp)) {
      removed.push(record[prerenderedProp]);
      delete record[prerenderedProp];
    }
    for (const item of Object.values(record)) removeProp(item, removed);
  }
}

/** Next's escaping of a payload string in an inline script (htmlEscapeJsonString). */
const scriptString = (text: string) =>
  JSON.stringify(text)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const serialize = (row: Row) =>
  row.json !== undefined
    ? `${row.id}:${JSON.stringify(row.json)}\n`
    : row.body.startsWith('T')
      ? `${row.id}:${row.body}`
      : `${row.id}:${row.body}\n`;

/**
 * The page's HTML with its payload's `prerendered` prop (exactly one) and the rows only it
 * used removed; `removed` is the number of payload bytes taken out.
 */
export function dropPrerendered(html: string, where: string): { html: string; removed: number } {
  const pushes = [...html.matchAll(pushScript)];
  const chunks: string[] = [];
  let first = -1;
  for (const push of pushes) {
    const [kind, text] = JSON.parse(push[1]!) as [number, string?];
    if (kind === 0) continue;
    if (kind !== 1 || typeof text !== 'string')
      throw new Error(`${where}: a payload chunk of kind ${kind}, which this step cannot read`);
    if (first < 0) first = push.index;
    chunks.push(text);
  }
  const flight = Buffer.from(chunks.join(''), 'utf8');
  const rows = parseRows(flight, where);
  const removed: unknown[] = [];
  for (const row of rows) if (row.json !== undefined) removeProp(row.json, removed);
  if (removed.length !== 1)
    throw new Error(
      `${where}: ${removed.length} "${prerenderedProp}" props in the payload, where a practice page has one`,
    );
  // The rows the prop led to go with it, unless the rest of the payload still leads to them.
  const byId = new Map(rows.map((row) => [row.id, row]));
  const reach = (from: Set<string>) => {
    const seen = new Set<string>();
    const stack = [...from];
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      const row = byId.get(id);
      if (row?.json !== undefined) stack.push(...references(row.json, new Set()));
    }
    return seen;
  };
  const live = reach(new Set(['0']));
  const orphans = new Set(
    [...reach(references(removed[0], new Set()))].filter((id) => !live.has(id)),
  );
  const kept = rows.filter((row) => !orphans.has(row.id));
  const out = kept.map(serialize).join('');
  let index = 0;
  const rewritten = html.replace(pushScript, (tag, args: string) => {
    const [kind] = JSON.parse(args) as [number];
    if (kind === 0) return tag;
    return index++ === 0 ? `<script>self.__next_f.push([1,${scriptString(out)}])</script>` : '';
  });
  return { html: rewritten, removed: flight.length - Buffer.byteLength(out) };
}
