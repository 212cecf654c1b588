import { EncryptedPDFError, PDFDocument, PDFRef } from '@cantoo/pdf-lib';
import { ApiError } from '../http/api-error';
import { cutActiveContent } from './pdf-active-content';

/**
 * Every PDF the site accepts, rewritten as a plain document: its pages, their drawings and
 * links, outlines and forms stay; scripts, automatic and additional actions, launch and
 * submit actions, embedded and attached files, media, XFA forms, the document information
 * (author, software, dates) and XMP metadata go (pdf-active-content.ts says what and why).
 * Objects nothing reaches any more are dropped, not just unlinked, and the file is written
 * without object streams, so what it holds can be read by any scanner. A PDF that cannot be
 * read, or is locked with a password, cannot be cleaned and is refused, naming the field.
 */
export async function cleanPdf(bytes: Buffer, fieldName: string): Promise<Buffer> {
  let pdf: PDFDocument;
  try {
    pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    // A document without a page tree is no document.
    pdf.getPageCount();
  } catch (error) {
    if (error instanceof EncryptedPDFError) {
      throw new ApiError('unsupportedMediaType', `${fieldName}: the PDF is locked with a password; send it unlocked.`);
    }
    throw new ApiError('unsupportedMediaType', `${fieldName}: the PDF could not be read.`);
  }
  const { context } = pdf;
  const root = context.trailerInfo.Root;
  if (!(root instanceof PDFRef)) throw new ApiError('unsupportedMediaType', `${fieldName}: the PDF could not be read.`);
  context.trailerInfo.Info = undefined;
  const kept = cutActiveContent(context, root);
  for (const [ref] of context.enumerateIndirectObjects()) if (!kept.has(ref)) context.delete(ref);
  try {
    return Buffer.from(
      await pdf.save({ useObjectStreams: false, addDefaultPage: false, updateFieldAppearances: false }),
    );
  } catch {
    throw new ApiError('unsupportedMediaType', `${fieldName}: the PDF could not be read.`);
  }
}
