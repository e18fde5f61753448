/**
 * Code pasted from a web page often comes indented with no-break spaces (U+00A0), which Python
 * rejects ("invalid non-printable character") and JavaScript takes for spaces only outside
 * strings: they are the spaces they were meant to be.
 */
export const withPlainSpaces = (code: string) => code.replace(/\u00a0/g, ' ');
