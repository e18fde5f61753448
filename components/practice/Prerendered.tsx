'use client';

import { useCallback, useLayoutEffect, useRef, useState, type ReactNode, type Ref } from 'react';

/**
 * What each Prerendered box held when it first mounted, by id: the build takes the box's
 * content out of the page's inline payload (lib/prerendered.ts), so when the router shows the
 * page again from that payload (back to the first topic), this is where the content comes from.
 */
const seen = new Map<string, string>();

/** The attribute the build finds the box by, in the HTML and in the page's payload. */
export const prerenderedAttribute = 'data-prerendered';

/**
 * Static content that the server renders and React never changes (a topic's question cards).
 * With `children` (the server render, and a page the router fetched) it renders them. Without
 * (the page as first loaded: the build took them out of its inline payload, since the HTML
 * already holds them) it adopts the server's HTML as it is: an element whose content is
 * dangerouslySetInnerHTML is not hydrated below itself, and React never writes an unchanged
 * value, so the pre-rendered content stays without being in the payload a second time.
 */
export function Prerendered({
  id,
  ref,
  children,
}: {
  id: string;
  ref?: Ref<HTMLDivElement>;
  children?: ReactNode;
}) {
  const own = useRef<HTMLDivElement | null>(null);
  const attach = useCallback(
    (element: HTMLDivElement | null) => {
      own.current = element;
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );
  // Read once per mount: a later render must write the same value, or React would replace the
  // content (and what the engine did to it) with it.
  const [html] = useState(() => seen.get(id) ?? '');
  useLayoutEffect(() => {
    if (own.current && !seen.has(id)) seen.set(id, own.current.innerHTML);
  }, [id]);
  const attributes = { [prerenderedAttribute]: id, ref: attach };
  if (children !== undefined && children !== null) return <div {...attributes}>{children}</div>;
  return (
    <div {...attributes} dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />
  );
}
