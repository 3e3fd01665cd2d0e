// PDF.js ships no types for its worker module; the tests only hand its message handler back to PDF.js.
declare module "pdfjs-dist/legacy/build/pdf.worker.mjs" {
  export const WorkerMessageHandler: unknown;
}
