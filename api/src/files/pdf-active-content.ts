import { PDFArray, PDFDict, PDFHexString, PDFName, PDFRef, PDFStream, PDFString } from '@cantoo/pdf-lib';
import type { PDFContext, PDFObject } from '@cantoo/pdf-lib';

const names = (...words: string[]) => new Set(words);

/**
 * Keys whose value is never kept, wherever they are: what runs by itself (open and additional
 * actions, document scripts, XFA forms and their scripts), files carried inside (embedded
 * files, associated files, portfolios, media), and what describes rather than shows
 * (XMP metadata, private application data).
 */
const droppedKeys = [
  'OpenAction',
  'AA',
  'JS',
  'JavaScript',
  'EmbeddedFiles',
  'EF',
  'RF',
  'AF',
  'Collection',
  'XFA',
  'NeedsRendering',
  'RichMediaContent',
  'RichMediaSettings',
  'AlternatePresentations',
  'Renditions',
  'Metadata',
  'PieceInfo',
].map((key) => PDFName.of(key));

/** Every action type of the PDF specification: a dictionary whose /S is one of these is an action. */
const actionTypes = names(
  'GoTo',
  'GoToR',
  'GoToE',
  'GoToDp',
  'Launch',
  'Thread',
  'URI',
  'Sound',
  'Movie',
  'Hide',
  'Named',
  'SubmitForm',
  'ResetForm',
  'ImportData',
  'SetOCGState',
  'Rendition',
  'Trans',
  'GoTo3DView',
  'JavaScript',
  'RichMediaExecute',
);

/**
 * Links keep working: a jump inside the document, a web, mail or phone link (a brochure's
 * links are its point, and a reader's viewer asks before leaving), and the four page-turning
 * named actions. Everything else an action can do (run scripts, start programs, open or
 * send files, play media, submit forms) goes.
 */
const linkSchemes = /^(https?|mailto|tel):/i;
const pageTurns = names('NextPage', 'PrevPage', 'FirstPage', 'LastPage');

/** Annotations that carry a file or play media. */
const mediaAnnotations = names('FileAttachment', 'RichMedia', 'Screen', 'Movie', 'Sound', '3D');

const wordOf = (value: PDFObject | undefined) => (value instanceof PDFName ? value.decodeText() : undefined);
const textOf = (value: PDFObject | undefined) =>
  value instanceof PDFString || value instanceof PDFHexString ? value.decodeText() : '';

function isHarmlessAction(action: PDFDict, type: string): boolean {
  if (type === 'GoTo') return true;
  if (type === 'URI') return linkSchemes.test(textOf(action.lookup(PDFName.of('URI'))).trim());
  if (type === 'Named') return pageTurns.has(wordOf(action.lookup(PDFName.of('N'))) ?? '');
  return false;
}

/** An object no reference may lead to: an action that is not a plain link, an embedded file, a media annotation. */
function isActive(object: PDFObject | undefined): boolean {
  const dict = object instanceof PDFStream ? object.dict : object;
  if (!(dict instanceof PDFDict)) return false;
  const type = wordOf(dict.lookup(PDFName.of('Type')));
  if (type === 'EmbeddedFile') return true;
  const subtype = wordOf(dict.lookup(PDFName.of('Subtype')));
  if (subtype && mediaAnnotations.has(subtype) && (type === undefined || type === 'Annot')) return true;
  const action = wordOf(dict.lookup(PDFName.of('S')));
  return action !== undefined && actionTypes.has(action) && !isHarmlessAction(dict, action);
}

/**
 * Walks everything the document's catalog reaches (pages, annotations, outlines, forms, name
 * trees), cutting every reference to active content and every dropped key on the way, and
 * returns the indirect objects still reached. What it no longer reaches is not part of the
 * document any more and must not be written out (a script or file left behind unlinked is
 * still in the file).
 */
export function cutActiveContent(context: PDFContext, root: PDFRef): Set<PDFRef> {
  const reached = new Set<PDFRef>();
  const seen = new Set<PDFObject>();
  const resolve = (value: PDFObject) => (value instanceof PDFRef ? context.lookup(value) : value);
  const queue: PDFObject[] = [root];
  while (queue.length > 0) {
    let object: PDFObject | undefined = queue.pop()!;
    if (object instanceof PDFRef) {
      if (reached.has(object)) continue;
      reached.add(object);
      object = context.lookup(object);
    }
    if (!object || seen.has(object)) continue;
    seen.add(object);
    const dict = object instanceof PDFStream ? object.dict : object;
    if (dict instanceof PDFDict) {
      for (const key of droppedKeys) dict.delete(key);
      for (const [key, value] of dict.entries()) {
        if (isActive(resolve(value))) dict.delete(key);
        else queue.push(value);
      }
    } else if (dict instanceof PDFArray) {
      for (let index = dict.size() - 1; index >= 0; index -= 1) {
        const value = dict.get(index);
        if (isActive(resolve(value))) dict.remove(index);
        else queue.push(value);
      }
    }
  }
  return reached;
}
