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

/**
 * The first active content of a PDF (a name of ACTIVE, or `OpenAction` when it is an action), or null
 * when it has none. The file is parsed with pdf-lib, so dictionaries inside compressed object streams
 * and escaped names are seen as a reader sees them; every object, direct or indirect, is walked
 * without recursion. Throws when the bytes cannot be read as a PDF.
 */
export async function pdfActiveContent(bytes: Uint8Array): Promise<string | null> {
  const doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false, parseSpeed: OBJECTS_PER_TICK });
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
