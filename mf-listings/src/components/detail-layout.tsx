import type { ReactNode } from 'react';
import { useTranslation } from '@domus/shared/i18n';

import type { ProjectOwner } from '../types/listings';
import type { GalleryPhoto } from '../lib/listing-view';
import styles from './detail-layout.module.css';
import { Gallery } from './gallery';
import { OwnerCard } from './owner-card';

export interface DetailLayoutProps {
  testId: string;
  title: string;
  images: readonly GalleryPhoto[];
  /** Shown in the aside when it has a name. */
  owner?: Pick<ProjectOwner, 'name' | 'profile' | 'email' | 'mobile' | 'is_verified'>;
  children: ReactNode;
}

/** A listing's detail: the gallery on top, then the main column and an aside with the owner. */
export function DetailLayout({ testId, title, images, owner, children }: DetailLayoutProps) {
  return (
    <article className={styles.detail} data-testid={testId}>
      <Gallery images={images} title={title} />
      <div className={styles.layout}>
        <div className={styles.main}>{children}</div>
        <aside className={styles.aside}>
          {owner?.name ? (
            <OwnerCard
              name={owner.name}
              profile={owner.profile}
              email={owner.email}
              mobile={owner.mobile}
              verified={owner.is_verified}
            />
          ) : null}
        </aside>
      </div>
    </article>
  );
}

export interface DetailHeaderProps {
  title: string;
  badge?: ReactNode;
  badgeClassName?: string;
  category?: string | null;
  /** What follows the title: price, address, dates. */
  children?: ReactNode;
}

export function DetailHeader({ title, badge, badgeClassName, category, children }: DetailHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.badges}>
        {badge ? (
          <span className={badgeClassName ? `${styles.badge} ${badgeClassName}` : styles.badge}>{badge}</span>
        ) : null}
        {category ? (
          <span className={styles.category}>
            <bdi>{category}</bdi>
          </span>
        ) : null}
      </div>
      <h1 className={styles.title}>
        <bdi>{title}</bdi>
      </h1>
      {children}
    </header>
  );
}

/** A titled section of the main column; `headingId` labels it. */
export function DetailBlock({ headingId, title, children }: { headingId: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.block} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.blockTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export function DescriptionBlock({ headingId, text }: { headingId: string; text: string }) {
  const { t } = useTranslation('listings');
  if (!text) return null;
  return (
    <DetailBlock headingId={headingId} title={t('detail.description')}>
      <p className={styles.description} dir="auto">
        {text}
      </p>
    </DetailBlock>
  );
}
