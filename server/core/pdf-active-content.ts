import { PDFArray, PDFDict, PDFDocument, PDFName, PDFStream } from 'pdf-lib';

/**
 * What makes a PDF act when it is opened or clicked rather than only be read: scripts (`/JavaScript`,
 * `/JS`, XFA forms), additional actions on events (`/AA`), launching programs (`/Launch`), sending
 * or fetching data and other files (`/SubmitForm`, `/ImportData`, `/GoToR`, `/GoToE`), embedded
 * players (`/RichMedia`). An `/OpenAction` is allowed only as a destination (open at a page).
 */
const ACTIVE = new Set(['JavaScript', 'JS', 'XFA', 'AA', 'Launch', 'SubmitForm', 'ImportData', 'GoToR', 'GoToE', 'RichMedia']);

/** A name as a reader understands it: `#xx` escapes decoded (`/J#61vaScript` is `/JavaScript`), in either case. */
const nameOf = (name: PDFName) => name.decodeText().replace(/#([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** Objects parsed between two turns of the event loop while a PDF is read. */
const OBJECTS_PER_TICK = 200;

/** How far from the end a reader looks for `%%EOF` (ISO 32000-1 §7.5.5; readers accept a little trailing garbage). */
const EOF_WINDOW = 1024;

/** Thrown when the bytes are not a whole PDF. */
class NotAPdfError extends Error {}

/**
 * The checks a document reader makes before showing anything (issue 36 S10: `%PDF-1.4` followed by
 * HTML was taken for a PDF, pdf-lib reading it as an empty document): an end-of-file marker at the
 * end, a trailer whose `/Root` is a catalog, and at least one page.
 */
function assertWholePdf(doc: PDFDocument, bytes: Uint8Array): void {
  const tail = Buffer.from(bytes.subarray(Math.max(0, bytes.length - EOF_WINDOW))).toString('latin1');
  if (!tail.includes('%%EOF')) throw new NotAPdfError('no %%EOF at the end');
  const root = doc.context.trailerInfo.Root;
  const catalog = root === undefined ? undefined : doc.context.lookup(root);
  if (!(catalog instanceof PDFDict) || catalog.get(PDFName.of('Type')) !== PDFName.of('Catalog')) throw new NotAPdfError('no catalog');
  if (doc.getPageCount() < 1) throw new NotAPdfError('no page');
}

/**
 * The first active content of a PDF (a name of ACTIVE, or `OpenAction` when it is an action), or null
 * when it has none. The file is parsed with pdf-lib, so dictionaries inside compressed object streams
 * and escaped names are seen as a reader sees them; every object, direct or indirect, is walked
 * without recursion. Throws when the bytes cannot be read as a PDF or are not a whole one (no end
 * marker, no catalog, no page).
 */
export async function pdfActiveContent(bytes: Uint8Array): Promise<string | null> {
  const doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false, parseSpeed: OBJECTS_PER_TICK });
  assertWholePdf(doc, bytes);
  const pending: unknown[] = doc.context.enumerateIndirectObjects().map(([, object]) => object);
  while (pending.length > 0) {
    const object = pending.pop();
    const dict = object instanceof PDFStream ? object.dict : object instanceof PDFDict ? object : null;
    if (dict) {
      for (const [key, value] of dict.entries()) {
        const name = nameOf(key);
        if (ACTIVE.has(name)) return name;
        if (name === 'OpenAction' && !(doc.context.lookup(value) instanceof PDFArray)) return name;
        pending.push(value);
      }
    } else if (object instanceof PDFArray) {
      pending.push(...object.asArray());
    } else if (object instanceof PDFName && ACTIVE.has(nameOf(object))) {
      return nameOf(object);
    }
  }
  return null;
}
