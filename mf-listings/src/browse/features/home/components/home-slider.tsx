import { pictureSlots } from '@domus/shared/format';
import { Link } from '@domus/shared/routing';
import { projectPagePath, propertyPagePath } from '@domus/shared/contract/page-paths';

import { ListingImage } from '../../../../components/listing-image';
import { PriceLabel } from '../../../../components/price-label';
import type { Property, SliderItem } from '../../../../types/listings';
import styles from './home.module.css';

interface Slide {
  key: string;
  image: string;
  title: string;
  to: string;
  listing?: Property;
}

/** A slider entry opens its property or its project, with the slide's own picture when it has one. */
export function slideOf(item: SliderItem): Slide | undefined {
  const { property, project } = item;
  if (property) {
    return {
      key: `property-${property.slug_id}`,
      image: item.image || property.title_image,
      title: property.title,
      to: propertyPagePath(property.slug_id),
      listing: property,
    };
  }
  if (project) {
    return {
      key: `project-${project.slug_id}`,
      image: item.image || project.image,
      title: project.title,
      to: projectPagePath(project.slug_id),
    };
  }
  return undefined;
}

export function HomeSlider({ items, label }: { items: readonly SliderItem[]; label: string }) {
  const slides = items.map((item) => slideOf(item)).filter((slide): slide is Slide => slide !== undefined);
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
              <Link to={slide.to} className={styles.slideLink}>
                {content}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
