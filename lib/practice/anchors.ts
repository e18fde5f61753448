/** The element id of a question: its stable deep link (#joins-q3), used by pages and structured data. */
export const questionAnchor = (topic: string, id: number) => `${topic}-q${id}`;

/** Whether a URL fragment names a topic or one of its questions ("joins", "joins-q3"). */
export function namesTopic(fragment: string, topic: string): boolean {
  return fragment === topic || /^(.+)-q[1-9]\d*$/.exec(fragment)?.[1] === topic;
}
