import { useApiErrorText, useTranslation } from '@domus/shared/i18n';
import { useSearchParams } from '@domus/shared/routing';
import { useSessionUser } from '@domus/shared/store';
import { Button, EmptyState, ErrorState, Spinner } from '@domus/shared/ui';
import { useEffect, useMemo, useState } from 'react';
import { toast } from 'react-toastify';

import { ConsolePage } from '../../../components/console-page';
import { KeysetPager } from '../../../components/keyset-pager';
import { useReviewClaim } from '../api/claim';
import { useDecideItems, type DecisionOutcome } from '../api/decide';
import { useQueue } from '../api/list-queue';
import type { QueueItem } from '../lib/queue-item';
import { filterFrom, searchOf, type QueuesFilter } from '../lib/queue-kinds';
import { queueKeyAction } from '../lib/queue-keys';
import { DecisionDialog } from './decision-dialog';
import { KeyboardHelp } from './keyboard-help';
import { QueueItemCard } from './queue-item-card';
import { QueueTabs } from './queue-tabs';
import styles from './queues.module.css';
import { When } from './when';

/** What the operator is deciding on, and how. */
type Asked = { items: QueueItem[]; approve: boolean };

const cardId = (item: QueueItem) => `queue-item-${item.kind}-${item.id}`;

/**
 * `/admin/queues`: the review queues (`?kind=` property, project, advertisement or report;
 * `?cursor=` the page). The open item (j/k, a click, or Review) is claimed by this operator
 * while it stays open, shows its history, and is decided with a/r or its buttons; several
 * selected items are decided together with one reason. Every decision is refused by the API when
 * someone else decided the item or holds it: the screen says who.
 */
export function QueuesPage() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const filter = filterFrom(params);
  return (
    <ConsolePage title={t('screens.queues.title')}>
      <QueueTabs kind={filter.kind} />
      <KeyboardHelp />
      {/* A queue or page of its own: the open item, the selection and the refusals start afresh. */}
      <QueueScreen key={`${filter.kind}:${filter.cursor}`} filter={filter} go={(next) => setParams(searchOf(next))} />
    </ConsolePage>
  );
}

/** One page of one queue, worked by mouse, touch or keys. */
function QueueScreen({ filter, go }: { filter: QueuesFilter; go: (next: QueuesFilter) => void }) {
  const { t } = useTranslation('admin');
  const errorText = useApiErrorText();
  const operator = useSessionUser();
  const list = useQueue(filter);
  const decision = useDecideItems();
  const items = useMemo(() => list.data?.items ?? [], [list.data]);
  const [openIndex, setOpenIndex] = useState(0);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [asked, setAsked] = useState<Asked | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [refused, setRefused] = useState<DecisionOutcome[]>([]);
  const current = items.length ? items[Math.min(openIndex, items.length - 1)] : undefined;
  const claim = useReviewClaim(current);

  // The keys act on the open item (the listener is bound again as it changes).
  useEffect(() => {
    const listener = (event: KeyboardEvent) => {
      const action = queueKeyAction(event);
      if (!action || !current) return;
      event.preventDefault();
      const index = items.indexOf(current);
      const move = (to: number) => {
        const item = items[to];
        if (!item) return;
        setOpenIndex(to);
        document.getElementById(cardId(item))?.focus();
      };
      if (action === 'next') move(Math.min(index + 1, items.length - 1));
      else if (action === 'previous') move(Math.max(index - 1, 0));
      else if (action === 'open') window.open(current.publicPath, '_blank', 'noopener');
      else setAsked({ items: [current], approve: action === 'approve' });
    };
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [current, items]);

  const close = () => {
    setAsked(null);
    setFailure(null);
  };
  const decide = (reason: string) => {
    if (!asked) return;
    const { items: chosen, approve } = asked;
    setFailure(null);
    decision.mutate(
      { items: chosen, decision: { approve, reason } },
      {
        onSuccess: (outcomes) => {
          const failed = outcomes.filter((outcome) => !outcome.ok);
          const done = outcomes.length - failed.length;
          if (chosen.length === 1 && failed[0] && !failed[0].ok) {
            setFailure(errorText(failed[0].error));
            return;
          }
          setAsked(null);
          setSelected(new Set());
          setRefused(failed);
          if (done > 0) toast.success(t(approve ? 'queues.approvedCount' : 'queues.rejectedCount', { count: done }));
        },
        onError: (error) => setFailure(errorText(error)),
      },
    );
  };

  const selectedItems = items.filter((item) => selected.has(item.id));
  const allSelected = items.length > 0 && selectedItems.length === items.length;
  const words = filter.kind === 'report' ? 'report' : 'listing';
  const claimNote =
    claim.status === 'refused' ? (
      <p className={styles.claim} role="status">
        {errorText(claim.error)}
      </p>
    ) : claim.status === 'held' ? (
      <p className={styles.held}>
        {t('queues.youHold')} <When iso={claim.claim.claimed_until} />
      </p>
    ) : null;

  return (
    <>
      {list.isPending ? <Spinner label={t('state.loading')} /> : null}
      {list.isError ? (
        <ErrorState
          title={t('queues.error')}
          message={errorText(list.error)}
          onRetry={() => void list.refetch()}
          retryLabel={t('state.retry')}
        />
      ) : null}
      {refused.length ? (
        <div className={styles.outcomes} role="alert">
          {t('queues.refused', { count: refused.length })}
          <ul>
            {refused.map((outcome) => (
              <li key={outcome.item.id}>
                <bdi>{outcome.item.title}</bdi>: {outcome.ok ? '' : errorText(outcome.error)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {list.data && items.length === 0 ? (
        <EmptyState title={t(`queues.empty.${filter.kind}`)} description={t('queues.emptyText')} />
      ) : null}
      {list.data && items.length > 0 ? (
        <>
          <p className={styles.count} role="status">
            {t(`queues.count.${filter.kind}`, { count: list.data.total })}
          </p>
          <div className={styles.bulk}>
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={allSelected}
                onChange={(event) => setSelected(new Set(event.target.checked ? items.map((item) => item.id) : []))}
              />
              {t('queues.selectAll')}
            </label>
            {selectedItems.length ? (
              <>
                <span>{t('queues.selected', { count: selectedItems.length })}</span>
                <Button size="small" onClick={() => setAsked({ items: selectedItems, approve: true })}>
                  {t(`queues.${words}.approveSelected`)}
                </Button>
                <Button
                  variant="secondary"
                  size="small"
                  onClick={() => setAsked({ items: selectedItems, approve: false })}
                >
                  {t(`queues.${words}.rejectSelected`)}
                </Button>
              </>
            ) : null}
          </div>
          <ul className={styles.items} aria-label={t(`queues.kindNames.${filter.kind}`)} aria-busy={list.isFetching}>
            {items.map((item, index) => (
              <QueueItemCard
                key={item.id}
                item={item}
                current={item === current}
                selected={selected.has(item.id)}
                operatorId={operator?.id ?? 0}
                claimNote={item === current ? claimNote : undefined}
                onSelect={(on) =>
                  setSelected((was) => {
                    const next = new Set(was);
                    if (on) next.add(item.id);
                    else next.delete(item.id);
                    return next;
                  })
                }
                onOpen={() => setOpenIndex(index)}
                onApprove={() => {
                  setOpenIndex(index);
                  setAsked({ items: [item], approve: true });
                }}
                onReject={() => {
                  setOpenIndex(index);
                  setAsked({ items: [item], approve: false });
                }}
              />
            ))}
          </ul>
          <KeysetPager
            cursor={filter.cursor}
            nextCursor={list.data.nextCursor}
            onGo={(cursor) => go({ ...filter, cursor })}
            labels={{ nav: t('queues.pages'), first: t('queues.firstPage'), next: t('queues.nextPage') }}
          />
        </>
      ) : null}
      {asked ? (
        <DecisionDialog
          items={asked.items}
          approve={asked.approve}
          pending={decision.isPending}
          error={failure}
          onConfirm={decide}
          onClose={close}
        />
      ) : null}
    </>
  );
}
