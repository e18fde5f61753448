/**
 * TypeScript in the browser: sucrase strips the types (and compiles enums and parameter
 * properties, which plain stripping cannot), keeping line numbers, so an error's line is the
 * learner's. Types are not checked here; the site's checks run tsc.
 */
import { transform } from 'sucrase';

export function stripTypes(code: string): { code: string } | { error: string } {
  try {
    return {
      code: transform(code, { transforms: ['typescript'], disableESTransforms: true }).code,
    };
  } catch (error) {
    return { error: `TypeScript could not be read: ${(error as Error).message}\n` };
  }
}
