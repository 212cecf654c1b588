import { useTranslation } from '@domus/shared/i18n';
import { Button } from '@domus/shared/ui';
import type { ReactNode } from 'react';

import styles from './catalogue.module.css';
import type { StatusQuestion } from './status-dialog';

export interface CatalogueRowProps {
  name: string;
  nameAr: string;
  /** The icon's URL ('' when none). */
  image?: string;
  /** Active / on sale. */
  on: boolean;
  /** The words of the status (active/deactivated, on sale/withdrawn). */
  statusText: string;
  /** Facts beside the status and the Arabic name: [term, value]. */
  facts: [string, ReactNode][];
  onEdit: () => void;
  /** The status button's word (Deactivate, Withdraw...) and its full name for assistive technology. */
  statusAction: string;
  statusLabel: string;
  onStatus: () => void;
}

/** One row of a catalogue list as a card: its icon and names, its facts, and its two actions. */
export function CatalogueRow(props: CatalogueRowProps) {
  const { name, nameAr, image, on, statusText, facts, onEdit, statusAction, statusLabel, onStatus } = props;
  const { t } = useTranslation('admin');
  return (
    <li className={styles.row}>
      <div className={styles.heading}>
        {image ? <img className={styles.icon} src={image} alt="" width={40} height={40} /> : null}
        <h3 className={styles.name}>{name}</h3>
      </div>
      <dl className={styles.facts}>
        <dt>{t('catalogue.facts.arabic')}</dt>
        <dd>
          {nameAr ? (
            <bdi lang="ar" dir="rtl">
              {nameAr}
            </bdi>
          ) : (
            t('catalogue.facts.noArabic')
          )}
        </dd>
        <dt>{t('catalogue.facts.status')}</dt>
        <dd className={styles.status} data-on={String(on)}>
          {statusText}
        </dd>
        {facts.map(([term, value]) => [<dt key={`${term}-t`}>{term}</dt>, <dd key={`${term}-d`}>{value}</dd>])}
      </dl>
      <div className={styles.actions}>
        <Button size="small" onClick={onEdit} aria-label={t('catalogue.edit', { name })}>
          {t('catalogue.editShort')}
        </Button>
        <Button size="small" variant="secondary" onClick={onStatus} aria-label={statusLabel}>
          {statusAction}
        </Button>
      </div>
    </li>
  );
}

export interface ActivatableRowProps extends Pick<CatalogueRowProps, 'facts' | 'onEdit'> {
  item: { name: string; name_ar: string; image: string; status: 'active' | 'inactive' };
  /** Asks to activate or deactivate it. */
  onStatus: (question: StatusQuestion) => void;
}

/** A category, facility or nearby-place type: active or deactivated (never deleted). */
export function ActivatableRow({ item, facts, onEdit, onStatus }: ActivatableRowProps) {
  const { t } = useTranslation('admin');
  const on = item.status === 'active';
  const question = on ? 'deactivate' : 'activate';
  return (
    <CatalogueRow
      name={item.name}
      nameAr={item.name_ar}
      image={item.image}
      on={on}
      statusText={t(`catalogue.status.${item.status}`)}
      facts={facts}
      onEdit={onEdit}
      statusAction={t(`catalogue.${question}Short`)}
      statusLabel={t(`catalogue.${question}`, { name: item.name })}
      onStatus={() => onStatus(question)}
    />
  );
}
