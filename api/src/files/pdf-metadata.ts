import { EncryptedPDFError, PDFDict, PDFDocument, PDFName, PDFRef } from '@cantoo/pdf-lib';
import { ApiError } from '../http/api-error';

const metadata = PDFName.of('Metadata');

/**
 * The PDF rewritten without what describes it rather than shows it: the document information
 * (author, title, creating software, dates) and the XMP metadata streams of the document and
 * its pages. The objects themselves are dropped, not just unlinked, so they are not written
 * out again. A PDF that cannot be read, or is locked with a password, is refused.
 */
export async function withoutPdfMetadata(bytes: Buffer, fieldName: string): Promise<Buffer> {
  try {
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    const { context } = pdf;
    const info = context.trailerInfo.Info;
    if (info instanceof PDFRef) context.delete(info);
    context.trailerInfo.Info = undefined;
    for (const holder of [pdf.catalog, ...pdf.getPages().map((page) => page.node)] as PDFDict[]) {
      const stream = holder.get(metadata);
      if (stream instanceof PDFRef) context.delete(stream);
      holder.delete(metadata);
    }
    return Buffer.from(await pdf.save({ updateFieldAppearances: false }));
  } catch (error) {
    if (error instanceof EncryptedPDFError) {
      throw new ApiError('unsupportedMediaType', `${fieldName}: the PDF is locked with a password; send it unlocked.`);
    }
    throw new ApiError('unsupportedMediaType', `${fieldName}: the PDF could not be read.`);
  }
}
