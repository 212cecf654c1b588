import { PDFDict, PDFDocument, PDFName, PDFString } from '@cantoo/pdf-lib';
import { ApiError } from '../http/api-error';
import {
  activeContentIn,
  activeContentOf,
  activePdf,
  brochurePdf,
  linksOf,
  pageDrawings,
} from '../../test/pdf-fixtures';
import { cleanPdf } from './pdf-cleaning';

const field = 'documents[]';
const refusal = (message: string) => expect.objectContaining({ code: 'unsupportedMediaType', message });

describe('cleanPdf', () => {
  let uploaded: Buffer;
  let cleaned: Buffer;
  let pdf: PDFDocument;

  beforeAll(async () => {
    uploaded = await activePdf();
    cleaned = await cleanPdf(uploaded, field);
    pdf = await PDFDocument.load(cleaned, { updateMetadata: false });
  });

  it('starts from a PDF that really carries active content', async () => {
    const plain = await PDFDocument.load(uploaded, { updateMetadata: false });
    // Written out without object streams, every name shows.
    const visible = Buffer.from(await plain.save({ useObjectStreams: false }));
    expect(activeContentIn(visible).sort()).toEqual(
      [
        '/JavaScript',
        '/OpenAction',
        '/Launch',
        '/EmbeddedFile',
        '/XFA',
        '/RichMedia',
        'app.alert',
        'calc.exe',
        'MZpayload',
        'javascript:',
        '/AA',
        '/JS',
      ].sort(),
    );
  });

  it('writes a file with no script, action, embedded file, media or XFA left in its bytes', () => {
    expect(activeContentIn(cleaned)).toEqual([]);
  });

  it('holds none among its objects either, reached or not', async () => {
    expect(activeContentOf(await PDFDocument.load(uploaded, { updateMetadata: false }))).toEqual([
      '/AA',
      '/EF',
      '/EmbeddedFile',
      '/EmbeddedFiles',
      '/FileAttachment',
      '/JS',
      '/JavaScript',
      '/Launch',
      '/OpenAction',
      '/RichMedia',
      '/RichMediaContent',
      '/SubmitForm',
      '/XFA',
    ]);
    expect(activeContentOf(pdf)).toEqual([]);
  });

  it('leaves none in the document either: catalog, pages, annotations, name trees, form and outline', () => {
    const { catalog, context } = pdf;
    for (const key of ['OpenAction', 'AA', 'Metadata']) expect(catalog.get(PDFName.of(key))).toBeUndefined();
    const names = catalog.lookupMaybe(PDFName.of('Names'), PDFDict);
    expect(names?.get(PDFName.of('JavaScript'))).toBeUndefined();
    expect(names?.get(PDFName.of('EmbeddedFiles'))).toBeUndefined();
    const form = catalog.lookup(PDFName.of('AcroForm'), PDFDict);
    expect(form.get(PDFName.of('XFA'))).toBeUndefined();
    const [first] = pdf.getPages();
    expect(first!.node.get(PDFName.of('AA'))).toBeUndefined();
    const subtypes = first!.node
      .Annots()!
      .asArray()
      .map((ref) => (context.lookup(ref) as PDFDict).lookup(PDFName.of('Subtype'), PDFName).decodeText());
    expect(subtypes).toEqual(['Link', 'Link', 'Link', 'Link', 'Widget']);
    const widget = context.lookup(first!.node.Annots()!.get(4)) as PDFDict;
    expect([widget.get(PDFName.of('A')), widget.get(PDFName.of('AA'))]).toEqual([undefined, undefined]);
    const outline = catalog.lookup(PDFName.of('Outlines'), PDFDict);
    const bookmark = outline.lookup(PDFName.of('First'), PDFDict);
    expect(bookmark.lookup(PDFName.of('Title'), PDFString).decodeText()).toBe('Prices');
    expect(bookmark.get(PDFName.of('A'))).toBeUndefined();
  });

  it('keeps the web link and the jump inside the document, and drops the launch and javascript: links', () => {
    expect(linksOf(pdf, pdf.getPage(0))).toEqual([
      { action: 'URI', uri: 'https://domus.example/riverside' },
      { action: 'GoTo', uri: '' },
      { action: '', uri: '' },
      { action: '', uri: '' },
    ]);
  });

  it('keeps every page and what it draws, and drops the document information', async () => {
    const original = await PDFDocument.load(uploaded, { updateMetadata: false });
    expect(pdf.getPageCount()).toBe(3);
    expect(pdf.getPages().map((page) => page.getSize())).toEqual(original.getPages().map((page) => page.getSize()));
    expect(pageDrawings(pdf)).toEqual(pageDrawings(original));
    expect(pdf.getAuthor()).toBeUndefined();
  });

  it('keeps an ordinary multi-page PDF readable, with its pages, text and pictures', async () => {
    const bytes = Buffer.from(await (await brochurePdf(12)).save());
    const kept = await PDFDocument.load(await cleanPdf(bytes, field));
    expect(kept.getPageCount()).toBe(12);
    expect(pageDrawings(kept)).toEqual(pageDrawings(await PDFDocument.load(bytes)));
    expect(pageDrawings(kept)[11]).toMatch(/Tj/);
    const pictures = kept.getPage(0).node.Resources()!.lookup(PDFName.of('XObject'), PDFDict);
    expect(pictures.keys()).toHaveLength(1);
  });

  it('refuses a PDF that cannot be read, naming the field', async () => {
    await expect(cleanPdf(Buffer.from('%PDF-1.7\nnot really a pdf'), field)).rejects.toEqual(
      refusal('documents[]: the PDF could not be read.'),
    );
  });

  it('refuses a PDF locked with a password, naming the field', async () => {
    const locked = await brochurePdf(1);
    locked.encrypt({ userPassword: 'secret', ownerPassword: 'owner' });
    await expect(cleanPdf(Buffer.from(await locked.save()), field)).rejects.toEqual(
      refusal('documents[]: the PDF is locked with a password; send it unlocked.'),
    );
  });

  it('refuses with an ApiError, never anything a handler would turn into a 500', async () => {
    await expect(cleanPdf(Buffer.from('%PDF-'), field)).rejects.toBeInstanceOf(ApiError);
  });
});
