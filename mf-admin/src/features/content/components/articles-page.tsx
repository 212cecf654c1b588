import type { AdminArticle } from '@domus/shared/contract';
import { useApiErrorText, useTranslation } from '@domus/shared/i18n';
import { Button, EmptyState, ErrorState, Spinner } from '@domus/shared/ui';
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';

import { useArticles, useDeleteArticle, usePublishArticle } from '../api/articles';
import { useSiteLanguages } from '../api/site-languages';
import { textIn } from '../lib/texts';
import { ArticleEditor } from './article-editor';
import { ContentPage } from './content-page';
import { DeleteFlow } from './delete-flow';
import styles from './content.module.css';

/**
 * `/admin/content`: every article, drafts too, newest first (twenty more at a time), found by
 * title; an admin writes one in every site language, publishes or takes it back, gives it a
 * picture, or deletes it (asked first; the password again when the API wants it).
 */
export function ArticlesPage() {
  const { t, i18n } = useTranslation('admin');
  const errorText = useApiErrorText();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const list = useArticles(search);
  const languages = useSiteLanguages();
  const publish = usePublishArticle();
  const remove = useDeleteArticle();
  const [editing, setEditing] = useState<AdminArticle | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminArticle | null>(null);
  const articles = list.data?.pages.flatMap((page) => page.articles) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;
  const titleOf = (article: AdminArticle) => textIn(article.texts, i18n.language, 'title');

  const find = (event: FormEvent) => {
    event.preventDefault();
    setSearch(typed.trim());
  };
  const togglePublished = (article: AdminArticle) =>
    publish.mutate(
      { id: article.id, published: !article.published },
      {
        onSuccess: (saved) =>
          toast.success(t(saved.published ? 'content.articles.published' : 'content.articles.unpublished')),
        onError: (error) => toast.error(errorText(error)),
      },
    );

  if (editing && languages.data) {
    return (
      <ContentPage section="articles">
        <ArticleEditor
          article={editing === 'new' ? null : editing}
          languages={languages.data}
          onDone={() => setEditing(null)}
        />
      </ContentPage>
    );
  }
  return (
    <ContentPage section="articles">
      <div className={styles.toolbar}>
        <form role="search" className={styles.toolbar} onSubmit={find}>
          <div className={`${styles.field} ${styles.grow}`}>
            <label htmlFor="article-search">{t('content.articles.search')}</label>
            <input id="article-search" type="search" value={typed} onChange={(event) => setTyped(event.target.value)} />
          </div>
          <Button type="submit" variant="secondary">
            {t('users.find')}
          </Button>
        </form>
        <Button onClick={() => setEditing('new')} disabled={!languages.data}>
          {t('content.articles.new')}
        </Button>
      </div>
      {list.isPending ? <Spinner label={t('state.loading')} /> : null}
      {list.isError ? (
        <ErrorState
          title={t('content.articles.error')}
          message={errorText(list.error)}
          onRetry={() => void list.refetch()}
          retryLabel={t('state.retry')}
        />
      ) : null}
      {list.data && articles.length === 0 ? (
        <EmptyState
          title={search ? t('content.articles.emptySearch') : t('content.articles.empty')}
          description={search ? undefined : t('content.articles.emptyText')}
        />
      ) : null}
      {articles.length > 0 ? (
        <>
          <p className={styles.count} role="status">
            {t('content.articles.count', { count: total })}
          </p>
          <ul className={styles.items} aria-label={t('content.articles.title')}>
            {articles.map((article) => (
              <li key={article.id} className={styles.item}>
                <h2 className={styles.itemTitle}>{titleOf(article)}</h2>
                <p className={styles.facts}>
                  <span className={styles.badge}>
                    {t(article.published ? 'content.articles.isPublished' : 'content.articles.isDraft')}
                  </span>
                  {article.is_promoted ? <span className={styles.badge}>{t('content.articles.promoted')}</span> : null}
                  <span dir="ltr">/{article.slug_id}</span>
                </p>
                <div className={styles.actions}>
                  <Button
                    variant="secondary"
                    onClick={() => setEditing(article)}
                    aria-label={t('content.editOf', { name: titleOf(article) })}
                  >
                    {t('content.edit')}
                  </Button>
                  <Button
                    variant="secondary"
                    onClick={() => togglePublished(article)}
                    disabled={publish.isPending}
                    aria-label={t(article.published ? 'content.articles.unpublishOf' : 'content.articles.publishOf', {
                      name: titleOf(article),
                    })}
                  >
                    {t(article.published ? 'content.articles.unpublish' : 'content.articles.publish')}
                  </Button>
                  <Button
                    variant="secondary"
                    onClick={() => setDeleting(article)}
                    aria-label={t('content.deleteOf', { name: titleOf(article) })}
                  >
                    {t('content.delete')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
          {list.hasNextPage ? (
            <Button variant="secondary" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
              {t('content.more')}
            </Button>
          ) : null}
        </>
      ) : null}
      {deleting ? (
        <DeleteFlow
          name={titleOf(deleting)}
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
