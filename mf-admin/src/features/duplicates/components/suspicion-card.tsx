import type { DuplicateSuspicion } from '@domus/shared/contract';
import { useTranslation } from '@domus/shared/i18n';
import { Button } from '@domus/shared/ui';

import cases from '../../../components/cases/cases.module.css';
import { When } from '../../../components/cases/when';
import type { DuplicateDecision } from '../lib/reasons';
import { ListingSide } from './listing-side';
import styles from './duplicates.module.css';

export interface SuspicionCardProps {
  suspicion: DuplicateSuspicion;
  onDecide: (decision: DuplicateDecision) => void;
}

const signed = (value: number) => `${value > 0 ? '+' : ''}${value}`;

/** What made the check suspect the pair: matching pictures, distance, price and size, owners. */
function Evidence({ suspicion }: { suspicion: DuplicateSuspicion }) {
  const { t, i18n } = useTranslation('admin');
  const { evidence } = suspicion;
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <dl className={cases.facts}>
      <dt>{t('duplicates.rule')}</dt>
      <dd>{t(`duplicates.rules.${evidence.rule}`)}</dd>
      <dt>{t('duplicates.pictures')}</dt>
      <dd>
        {evidence.pictures > 0
          ? t('duplicates.picturesMatched', { count: evidence.pictures, bits: evidence.picture_bits ?? 0 })
          : t('duplicates.noPictureMatched')}
      </dd>
      <dt>{t('duplicates.distance')}</dt>
      <dd>{t('duplicates.metres', { metres: number.format(evidence.metres) })}</dd>
      <dt>{t('duplicates.priceDifference')}</dt>
      <dd dir="ltr">{`${signed(evidence.price_difference_percent)}%`}</dd>
      <dt>{t('duplicates.sizeDifference')}</dt>
      <dd dir="ltr">
        {evidence.size_difference_percent === null
          ? t('duplicates.unknown')
          : `${signed(evidence.size_difference_percent)}%`}
      </dd>
      <dt>{t('duplicates.owners')}</dt>
      <dd>{t(evidence.same_owner ? 'duplicates.sameOwner' : 'duplicates.otherOwners')}</dd>
    </dl>
  );
}

/**
 * One suspected pair: when the check flagged it and why, the two listings side by side (stacked
 * on a phone), and the decision: confirm that the newer one is the duplicate, or dismiss; a
 * decided pair says by whom, when and why.
 */
export function SuspicionCard({ suspicion, onDecide }: SuspicionCardProps) {
  const { t } = useTranslation('admin');
  const names = { id: suspicion.listing.id, original: suspicion.original.id };
  return (
    <li className={cases.case}>
      <h2 className={cases.caseTitle}>{t('duplicates.caseTitle', { id: suspicion.id })}</h2>
      <dl className={cases.facts}>
        <dt>{t('duplicates.flagged')}</dt>
        <dd>
          <When iso={suspicion.created_at} />
        </dd>
        <dt>{t('duplicates.state')}</dt>
        <dd>
          {t(`duplicates.states.${suspicion.state}`)}
          {suspicion.state === 'open' && suspicion.held ? ` (${t('duplicates.held')})` : ''}
        </dd>
        {suspicion.decided_at ? (
          <>
            <dt>{t('duplicates.decided')}</dt>
            <dd>
              <bdi>{suspicion.decided_by || t('cases.goneOperator')}</bdi>, <When iso={suspicion.decided_at} />
            </dd>
            {suspicion.reason ? (
              <>
                <dt>{t('cases.reason')}</dt>
                <dd>
                  <bdi>{suspicion.reason}</bdi>
                </dd>
              </>
            ) : null}
          </>
        ) : null}
      </dl>
      <h3 className={styles.evidenceTitle}>{t('duplicates.evidence')}</h3>
      <Evidence suspicion={suspicion} />
      <div className={styles.pair}>
        <ListingSide listing={suspicion.listing} side="listing" />
        <ListingSide listing={suspicion.original} side="original" />
      </div>
      {suspicion.state === 'open' ? (
        <div className={cases.actions}>
          <Button size="small" aria-label={t('duplicates.confirmOf', names)} onClick={() => onDecide('confirm')}>
            {t('duplicates.confirm')}
          </Button>
          <Button
            variant="secondary"
            size="small"
            aria-label={t('duplicates.dismissOf', names)}
            onClick={() => onDecide('dismiss')}
          >
            {t('duplicates.dismiss')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}
