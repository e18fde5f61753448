/**
 * The box of a viewer page's PDF frame. The frame's script (components/frame/pdfFrame.ts) starts
 * the browser's viewer in it once the page has loaded and the window is wide enough, and removes
 * the "Loading" line once the viewer has settled; the class names it gives the frame travel here
 * as data (they are CSS-module names). Readers without scripts get the plain frame in <noscript>.
 */
export function PdfFrame({
  src,
  boxClassName,
  className,
  scriptedClassName,
  pendingClassName,
  placeholderClassName,
}: {
  src: string;
  boxClassName: string;
  className: string;
  scriptedClassName: string;
  pendingClassName: string;
  placeholderClassName: string;
}) {
  return (
    <div
      className={boxClassName}
      data-pdf-frame=""
      data-src={src}
      data-frame-class={`${className} ${scriptedClassName}`}
      data-pending-class={pendingClassName}
    >
      <p
        className={`${placeholderClassName} ${scriptedClassName}`}
        role="status"
        data-pdf-placeholder=""
      >
        Loading the PDF…
      </p>
      <noscript>
        <iframe className={className} src={src} title="PDF Viewer" />
      </noscript>
    </div>
  );
}
