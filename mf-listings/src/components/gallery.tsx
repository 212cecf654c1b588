import { pictureSlots } from '@domus/shared/format';
import { useState } from 'react';
import { useTranslation } from '@domus/shared/i18n';

import type { GalleryPhoto } from '../lib/listing-view';
import styles from './gallery.module.css';
import { ListingImage } from './listing-image';

const thumbnailSizes = '96px';

/** The main photo with a row of thumbnails; choosing a thumbnail shows it large. */
export function Gallery({ images, title }: { images: readonly GalleryPhoto[]; title: string }) {
  const { t } = useTranslation('listings');
  const [selected, setSelected] = useState(0);
  const current = Math.min(selected, Math.max(0, images.length - 1));
  return (
    <section className={styles.gallery} aria-label={t('gallery.label')}>
      <ListingImage
        src={images[current]?.url}
        alt={t('gallery.photoOf', { title, number: current + 1, count: images.length })}
        className={styles.main}
        sizes={pictureSlots.galleryPhoto}
        priority
      />
      {images.length > 1 ? (
        <ul className={styles.thumbnails}>
          {images.map((photo, index) => (
            <li key={photo.url}>
              <button
                type="button"
                className={index === current ? `${styles.thumbnail} ${styles.selected}` : styles.thumbnail}
                aria-label={t('gallery.showPhoto', { number: index + 1 })}
                aria-pressed={index === current}
                onClick={() => setSelected(index)}
              >
                <ListingImage
                  src={photo.url}
                  thumb={photo.thumb}
                  sizes={thumbnailSizes}
                  alt=""
                  className={styles.thumbnailImage}
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
