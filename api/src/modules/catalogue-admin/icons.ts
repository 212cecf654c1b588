import { catalogueIconField, catalogueIconRules } from '@domus/shared/contract';
import type { AppDeps } from '../../app-deps';
import { preparePicture, removeListingFiles, tooLargeMessage, UploadBatch } from '../../files/listing-files';
import type { UploadedFile } from '../../files/uploaded-file';
import { ApiError } from '../../http/api-error';

/** An SVG or other XML by its first bytes (an SVG can carry scripts: refused, never served). */
const looksLikeMarkup = (head: Buffer) => /^\s*(<\?xml|<svg|<!doctype|<html)/i.test(head.toString('latin1'));

/**
 * A catalogue icon (a category's, a parameter's, a nearby-place type's) being saved: the upload is
 * checked (PNG or JPEG by content, at most catalogueIconRules.maxBytes, at least 16 px a side;
 * SVG refused), re-encoded without metadata and written under catalogue/ before the row changes.
 * Once the row is saved the icon it replaced is removed; when it is not, the new one goes.
 */
export class IconUpload {
  /**
   * Saves a row with `file` as its icon (or its icon unchanged when there is none): `save` gets
   * the stored icon's key (undefined: keep the row's) and reports, through `replaces`, the icon
   * the row had.
   */
  static async saving<T>(
    storage: AppDeps['storage'],
    file: UploadedFile | undefined,
    save: (stored: string | undefined, replaces: (previous: string) => void) => Promise<T>,
  ): Promise<T> {
    const icon = await IconUpload.of(storage, file);
    let previous: string | undefined;
    try {
      const saved = await save(icon.stored, (key) => (previous = key));
      await icon.commit(previous);
      return saved;
    } catch (error) {
      await icon.batch.discard();
      throw error;
    }
  }

  private constructor(
    private readonly storage: AppDeps['storage'],
    private readonly batch: UploadBatch,
    /** What the row keeps: the stored icon, or undefined when none was sent. */
    readonly stored: string | undefined,
  ) {}

  private static async of(storage: AppDeps['storage'], file: UploadedFile | undefined): Promise<IconUpload> {
    const batch = new UploadBatch(storage);
    if (!file) return new IconUpload(storage, batch, undefined);
    if (file.size > catalogueIconRules.maxBytes) {
      throw new ApiError('payloadTooLarge', tooLargeMessage(catalogueIconField, catalogueIconRules.maxBytes));
    }
    if (looksLikeMarkup(await file.head())) {
      throw new ApiError(
        'unsupportedMediaType',
        `${catalogueIconField}: SVG icons are refused (they can carry scripts); upload a PNG or JPEG image.`,
      );
    }
    const side = catalogueIconRules.minSide;
    const picture = await preparePicture(file, catalogueIconField, 'catalogue', { width: side, height: side });
    return new IconUpload(storage, batch, await batch.write(picture));
  }

  /** The row now keeps the new icon: the one it had goes (the demo's own icons stay). */
  private async commit(previous: string | undefined) {
    if (this.stored !== undefined && previous && !previous.startsWith('seed/') && previous !== this.stored) {
      await removeListingFiles(this.storage, [previous]);
    }
  }
}
