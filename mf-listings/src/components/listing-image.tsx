import { useSettings } from '@domus/shared/settings';
import { useState } from 'react';

import styles from './listing-image.module.css';

export interface ListingImageProps {
  src: string | null | undefined;
  alt: string;
  className?: string;
  loading?: 'lazy' | 'eager';
}

/** A listing photo that falls back to the site's placeholder image when missing or broken. */
export function ListingImage({ src, alt, className, loading = 'lazy' }: ListingImageProps) {
  const placeholder = useSettings()?.web_placeholder_logo;
  const [failed, setFailed] = useState<string | undefined>();
  const url = src && src !== failed ? src : placeholder;
  const classes = className ? `${styles.image} ${className}` : styles.image;
  if (!url || url === failed) {
    return alt ? (
      <span className={`${classes} ${styles.empty}`} role="img" aria-label={alt} />
    ) : (
      <span className={`${classes} ${styles.empty}`} aria-hidden="true" />
    );
  }
  return <img className={classes} src={url} alt={alt} loading={loading} onError={() => setFailed(url)} />;
}
