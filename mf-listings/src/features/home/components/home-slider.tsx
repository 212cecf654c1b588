import { pictureSlots, translatedName } from '@domus/shared/format';
import { Link } from '@domus/shared/routing';

import { ListingImage } from '../../../components/listing-image';
import { PriceLabel } from '../../../components/price-label';
import type { SliderItem } from '../../../types/listings';
import styles from './home.module.css';

interface Slide {
  key: string;
  image: string | null | undefined;
  title: string;
  to?: string;
  href?: string;
  listing?: SliderItem;
}

/** A slider entry points at a property (nested or flat), a project, a category, or an outside link. */
export function slideOf(item: SliderItem, index: number): Slide | undefined {
  const property = item.property ?? (item.slug_id && item.title ? item : undefined);
  const image = item.web_image || item.image || property?.title_image;
  if (property?.slug_id) {
    return {
      key: `property-${property.slug_id}`,
      image,
      title: property.title ?? '',
      to: `/properties-details/${encodeURIComponent(property.slug_id)}`,
      listing: property,
    };
  }
  if (item.project?.slug_id) {
    return {
      key: `project-${item.project.slug_id}`,
      image: image || item.project.image,
      title: item.project.title,
      to: `/project-details/${encodeURIComponent(item.project.slug_id)}`,
    };
  }
  if (item.category?.id) {
    return {
      key: `category-${item.category.id}-${index}`,
      image,
      title: translatedName(item.category),
      to: `/properties?category_id=${item.category.id}`,
    };
  }
  if (item.link && /^https?:\/\//.test(item.link))
    return { key: `link-${index}`, image, title: item.title ?? '', href: item.link };
  return image ? { key: `image-${index}`, image, title: item.title ?? '' } : undefined;
}

export function HomeSlider({ items, label }: { items: readonly SliderItem[]; label: string }) {
  const slides = items.map(slideOf).filter((slide): slide is Slide => slide !== undefined);
  if (slides.length === 0) return null;
  return (
    <section className={styles.slider} aria-label={label} data-testid="home-slider">
      <ul className={styles.slides}>
        {slides.map((slide, index) => {
          const content = (
            <>
              <ListingImage
                src={slide.image}
                sizes={pictureSlots.homeSlide}
                priority={index === 0}
                alt=""
                className={styles.slideImage}
              />
              {slide.title ? (
                <span className={styles.slideCaption}>
                  <span className={styles.slideTitle}>
                    <bdi>{slide.title}</bdi>
                  </span>
                  {slide.listing?.price !== undefined ? (
                    <PriceLabel
                      className={styles.slidePrice}
                      listing={{
                        price: slide.listing.price,
                        property_type: slide.listing.property_type,
                        rentduration: slide.listing.rentduration,
                      }}
                    />
                  ) : null}
                </span>
              ) : null}
            </>
          );
          return (
            <li key={slide.key} className={styles.slide}>
              {slide.to ? (
                <Link to={slide.to} className={styles.slideLink}>
                  {content}
                </Link>
              ) : slide.href ? (
                <a href={slide.href} className={styles.slideLink} target="_blank" rel="noopener noreferrer">
                  {content}
                </a>
              ) : (
                <div className={styles.slideLink}>{content}</div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
