import { useTranslation } from '@domus/shared/i18n';

import type { ListingDocument } from '../lib/listing-view';
import { DetailBlock } from './detail-layout';
import styles from './detail-layout.module.css';

/** The listing's documents as links that open in a new tab; nothing when there are none. */
export function DocumentsList({ headingId, documents }: { headingId: string; documents: readonly ListingDocument[] }) {
  const { t } = useTranslation('listings');
  if (documents.length === 0) return null;
  return (
    <DetailBlock headingId={headingId} title={t('detail.documents')}>
      <ul className={styles.linkList}>
        {documents.map((document) => (
          <li key={document.id}>
            <a href={document.url} target="_blank" rel="noopener noreferrer" className={styles.link}>
              <bdi>{document.name}</bdi>
            </a>
          </li>
        ))}
      </ul>
    </DetailBlock>
  );
}
