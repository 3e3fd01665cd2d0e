// The text of a PDF as a reader copying it would get it, read by PDF.js itself (its legacy build supports Node 20).
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import * as pdfjsWorker from "pdfjs-dist/legacy/build/pdf.worker.mjs";

// PDF.js parses in a worker; with the worker's handler on globalThis it runs the same code in this thread.
Reflect.set(globalThis, "pdfjsWorker", pdfjsWorker);

/** Every page's text runs in order, a line break after each line, whitespace collapsed to single spaces. */
export async function pdfText(bytes: ArrayBuffer | Uint8Array): Promise<{ pages: number; text: string }> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const { items } = await (await pdf.getPage(n)).getTextContent();
      pages.push(items.map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : "") : "")).join(""));
    }
    return { pages: pdf.numPages, text: pages.join("\n").replace(/\s+/g, " ") };
  } finally {
    await pdf.destroy();
  }
}
