/**
 * The one localStorage key the learner's progress lives under. Its own module, so the frame's
 * entry can check for progress without loading the store's code.
 */
export const PROGRESS_KEY = 'learn-skills-progress';

/** A question's key in the store: `<bank>/<topic>/<id>`, all three stable (never the wording). */
export const questionKey = (prefix: string, id: number) => `${prefix}/${id}`;
