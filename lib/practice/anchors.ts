/** The element id of a question: its stable deep link (#joins-q3), used by pages and structured data. */
export const questionAnchor = (topic: string, id: number) => `${topic}-q${id}`;
