import type { AdminFaq } from '@domus/shared/contract';
import { useApiErrorText, useTranslation } from '@domus/shared/i18n';
import { Button, EmptyState, ErrorState, Spinner } from '@domus/shared/ui';
import { useState } from 'react';
import { toast } from 'react-toastify';

import { useDeleteFaq, useFaqs } from '../api/faqs';
import { useSiteLanguages } from '../api/site-languages';
import { textIn } from '../lib/texts';
import { ContentPage } from './content-page';
import { DeleteFlow } from './delete-flow';
import { FaqEditor } from './faq-editor';
import styles from './content.module.css';

/**
 * `/admin/content/faqs`: every FAQ in the site's order, hidden ones too; an admin writes the
 * question and answer in every site language, orders them, hides or deletes them.
 */
export function FaqsPage() {
  const { t, i18n } = useTranslation('admin');
  const errorText = useApiErrorText();
  const list = useFaqs();
  const languages = useSiteLanguages();
  const remove = useDeleteFaq();
  const [editing, setEditing] = useState<AdminFaq | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminFaq | null>(null);
  const faqs = list.data?.pages.flatMap((page) => page.faqs) ?? [];
  const questionOf = (faq: AdminFaq) => textIn(faq.texts, i18n.language, 'question');

  if (editing && languages.data) {
    return (
      <ContentPage section="faqs">
        <FaqEditor
          faq={editing === 'new' ? null : editing}
          languages={languages.data}
          onDone={() => setEditing(null)}
        />
      </ContentPage>
    );
  }
  return (
    <ContentPage section="faqs">
      <div className={styles.toolbar}>
        <Button onClick={() => setEditing('new')} disabled={!languages.data}>
          {t('content.faqs.new')}
        </Button>
      </div>
      {list.isPending ? <Spinner label={t('state.loading')} /> : null}
      {list.isError ? (
        <ErrorState
          title={t('content.faqs.error')}
          message={errorText(list.error)}
          onRetry={() => void list.refetch()}
          retryLabel={t('state.retry')}
        />
      ) : null}
      {list.data && faqs.length === 0 ? (
        <EmptyState title={t('content.faqs.empty')} description={t('content.faqs.emptyText')} />
      ) : null}
      {faqs.length > 0 ? (
        <ul className={styles.items} aria-label={t('content.faqs.title')}>
          {faqs.map((faq) => (
            <li key={faq.id} className={styles.item}>
              <h2 className={styles.itemTitle}>{questionOf(faq)}</h2>
              <p className={styles.facts}>
                <span className={styles.badge}>{t(faq.active ? 'content.faqs.shown' : 'content.faqs.hidden')}</span>
                {t('content.faqs.position', { position: faq.sequence })}
              </p>
              <div className={styles.actions}>
                <Button
                  variant="secondary"
                  onClick={() => setEditing(faq)}
                  aria-label={t('content.editOf', { name: questionOf(faq) })}
                >
                  {t('content.edit')}
                </Button>
                <Button
                  variant="secondary"
                  onClick={() => setDeleting(faq)}
                  aria-label={t('content.deleteOf', { name: questionOf(faq) })}
                >
                  {t('content.delete')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {list.hasNextPage ? (
        <Button variant="secondary" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
          {t('content.more')}
        </Button>
      ) : null}
      {deleting ? (
        <DeleteFlow
          name={questionOf(deleting)}
          onDelete={() => remove.mutateAsync(deleting.id)}
          onDeleted={() => {
            setDeleting(null);
            toast.success(t('content.deleted'));
          }}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </ContentPage>
  );
}
