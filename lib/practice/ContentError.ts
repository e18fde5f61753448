/** A content mistake, worded for the person who made it: file and line, topic, question, field. */
export class ContentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContentError';
  }
}
