import { createHash } from 'node:crypto';
import { PDFHexString, PDFName, PDFString, type PDFDocument } from 'pdf-lib';
import { pdfAssets } from './assets';

/**
 * What makes a pdf-lib document PDF/A-2b or PDF/A-3b (ISO 19005-2/-3, level B) besides its embedded
 * fonts: an XMP metadata packet that agrees with the document information dictionary, an sRGB output
 * intent, a file identifier in the trailer, the title shown in the window title bar and the language.
 */

export interface PdfAMeta {
  title: string;
  author: string;
  /** 2 for PDF/A-2b; 3 for PDF/A-3b (the only part that allows embedded files such as factur-x.xml). */
  part: 2 | 3;
  /** Extra `rdf:Description` elements (an extension schema and its properties, e.g. Factur-X's). */
  xmpExtensions?: string;
}

export const PRODUCER = 'Volant';
const LANGUAGE = 'fr-FR';

/** XML text (element content and attribute values). */
export function xmlText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The ISO 8601 form XMP dates use, to the second as in the information dictionary. */
function xmpDate(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export function xmpPacket(meta: PdfAMeta, date: Date): string {
  const when = xmpDate(date);
  return `<?xpacket begin="\u{FEFF}" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description rdf:about="" xmlns:pdfaid="http://www.aiim.org/pdfa/ns/id/">
<pdfaid:part>${meta.part}</pdfaid:part>
<pdfaid:conformance>B</pdfaid:conformance>
</rdf:Description>
<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/">
<dc:format>application/pdf</dc:format>
<dc:title><rdf:Alt><rdf:li xml:lang="x-default">${xmlText(meta.title)}</rdf:li></rdf:Alt></dc:title>
<dc:creator><rdf:Seq><rdf:li>${xmlText(meta.author)}</rdf:li></rdf:Seq></dc:creator>
<dc:language><rdf:Bag><rdf:li>${LANGUAGE}</rdf:li></rdf:Bag></dc:language>
</rdf:Description>
<rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/">
<xmp:CreatorTool>${PRODUCER}</xmp:CreatorTool>
<xmp:CreateDate>${when}</xmp:CreateDate>
<xmp:ModifyDate>${when}</xmp:ModifyDate>
<xmp:MetadataDate>${when}</xmp:MetadataDate>
</rdf:Description>
<rdf:Description rdf:about="" xmlns:pdf="http://ns.adobe.com/pdf/1.3/">
<pdf:Producer>${PRODUCER}</pdf:Producer>
</rdf:Description>
${meta.xmpExtensions ?? ''}</rdf:RDF>
</x:xmpmeta>
<?xpacket end="w"?>`;
}

/** Sets the information dictionary, XMP, output intent, language and file identifier of `doc`. */
export function conformToPdfA(doc: PDFDocument, meta: PdfAMeta, date = new Date()): void {
  const at = new Date(Math.floor(date.getTime() / 1000) * 1000);
  doc.setTitle(meta.title, { showInWindowTitleBar: true });
  doc.setAuthor(meta.author);
  doc.setCreator(PRODUCER);
  doc.setProducer(PRODUCER);
  doc.setCreationDate(at);
  doc.setModificationDate(at);
  doc.setLanguage(LANGUAGE);

  const { context, catalog } = doc;
  // Left unfiltered so that any reader finds the packet by scanning the bytes.
  const xmp = context.stream(Buffer.from(xmpPacket(meta, at), 'utf8'), { Type: 'Metadata', Subtype: 'XML' });
  catalog.set(PDFName.of('Metadata'), context.register(xmp));

  const profile = context.register(context.flateStream(pdfAssets().srgb, { N: 3 }));
  const intent = context.obj({
    Type: 'OutputIntent',
    S: 'GTS_PDFA1',
    OutputConditionIdentifier: PDFString.of('sRGB IEC61966-2.1'),
    Info: PDFString.of('sRGB IEC61966-2.1'),
    DestOutputProfile: profile,
  });
  catalog.set(PDFName.of('OutputIntents'), context.obj([intent]));

  const id = createHash('md5').update(meta.title).update(at.toISOString()).digest('hex');
  context.trailerInfo.ID = context.obj([PDFHexString.of(id), PDFHexString.of(id)]);
}
