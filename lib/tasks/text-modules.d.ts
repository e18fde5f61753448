/** Source files imported as text by esbuild's text loader (scripts/build-frame.mjs). */
declare module '*.py' {
  const text: string;
  export default text;
}
