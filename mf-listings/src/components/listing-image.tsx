import { useSettings } from '@domus/shared/settings';
import { useState } from 'react';

import { pictureSources } from '../lib/picture-sources';
import styles from './listing-image.module.css';

export interface ListingImageProps {
  src: string | null | undefined;
  alt: string;
  className?: string;
  loading?: 'lazy' | 'eager';
  /**
   * The `sizes` of the slot: given, a picture with AVIF / WebP variants is offered in the
   * width that fits (`<picture>` with `srcset`), at its real width and height.
   */
  sizes?: string;
  /** Shown instead of `src` when the picture has no variants (a smaller copy such as a thumbnail). */
  thumb?: string | null;
  /** The page's main picture (its LCP element): loaded at once and before other pictures. */
  priority?: boolean;
}

/**
 * A listing photo: its AVIF / WebP variants when it has them and the slot's `sizes` is known,
 * else the photo (or `thumb`), and the site's placeholder image when missing or broken.
 */
export function ListingImage({ src, alt, className, loading = 'lazy', sizes, thumb, priority }: ListingImageProps) {
  const placeholder = useSettings()?.web_placeholder_logo;
  const [failed, setFailed] = useState<string | undefined>();
  const [variantsFailed, setVariantsFailed] = useState<string | undefined>();
  const classes = className ? `${styles.image} ${className}` : styles.image;
  const load = priority ? 'eager' : loading;
  const fetchPriority = priority ? 'high' : undefined;

  const sources = sizes && src && src !== variantsFailed ? pictureSources(src) : undefined;
  if (sources && src) {
    return (
      <picture className={styles.picture}>
        <source type="image/avif" srcSet={sources.avif} sizes={sizes} />
        <source type="image/webp" srcSet={sources.webp} sizes={sizes} />
        <img
          className={`${classes} ${styles.sized}`}
          src={src}
          alt={alt}
          width={sources.width}
          height={sources.height}
          loading={load}
          fetchPriority={fetchPriority}
          onError={() => setVariantsFailed(src)}
        />
      </picture>
    );
  }

  const preferred = thumb || src;
  const url = preferred && preferred !== failed ? preferred : placeholder;
  if (!url || url === failed) {
    return alt ? (
      <span className={`${classes} ${styles.empty}`} role="img" aria-label={alt} />
    ) : (
      <span className={`${classes} ${styles.empty}`} aria-hidden="true" />
    );
  }
  return (
    <img
      className={classes}
      src={url}
      alt={alt}
      loading={load}
      fetchPriority={fetchPriority}
      onError={() => setFailed(url)}
    />
  );
}
