import { contentTextLimits, type AdminArticle, type LanguageSummary } from '@domus/shared/contract';
import { useApiErrorText, useTranslation } from '@domus/shared/i18n';
import { useState } from 'react';
import { toast } from 'react-toastify';

import { useArticlePicture, useSaveArticle } from '../api/articles';
import { completeTexts, emptyTexts, type Texts } from '../lib/texts';
import { EditorForm } from './editor-form';
import { LanguageFields, type TextField } from './language-fields';
import styles from './content.module.css';

const articleFields = ['title', 'body'] as const;

/** Writes a new article (saved as a draft) or changes one: its texts per language, promotion and picture. */
export function ArticleEditor({
  article,
  languages,
  onDone,
}: {
  article: AdminArticle | null;
  languages: readonly LanguageSummary[];
  onDone: () => void;
}) {
  const { t } = useTranslation('admin');
  const errorText = useApiErrorText();
  const [texts, setTexts] = useState<Texts<'title' | 'body'>>(() =>
    article ? completeTexts(article.texts, languages, articleFields) : emptyTexts(languages, articleFields),
  );
  const [promoted, setPromoted] = useState(article?.is_promoted ?? false);
  const [picture, setPicture] = useState<File | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveArticle();
  const upload = useArticlePicture();

  const fields: TextField<'title' | 'body'>[] = [
    { name: 'title', label: t('content.articles.titleField'), kind: 'line', maxLength: contentTextLimits.title },
    { name: 'body', label: t('content.articles.bodyField'), kind: 'html', maxLength: contentTextLimits.articleBody },
  ];

  const submit = async () => {
    setFailure(null);
    try {
      const saved = await save.mutateAsync({
        id: article?.id,
        texts,
        category_id: article?.category_id ?? null,
        is_promoted: promoted,
      });
      if (picture) await upload.mutateAsync({ id: saved.id, image: picture });
      toast.success(t(article ? 'content.saved' : 'content.articles.savedDraft'));
      onDone();
    } catch (error) {
      setFailure(errorText(error));
    }
  };

  return (
    <EditorForm
      title={article ? t('content.articles.edit') : t('content.articles.new')}
      pending={save.isPending || upload.isPending}
      failure={failure}
      onSubmit={() => void submit()}
      onCancel={onDone}
    >
      <LanguageFields languages={languages} fields={fields} texts={texts} onChange={setTexts} />
      <label className={styles.choice}>
        <input type="checkbox" checked={promoted} onChange={(event) => setPromoted(event.target.checked)} />
        {t('content.articles.promotedField')}
      </label>
      <div className={styles.field}>
        <label htmlFor="article-picture">{t('content.articles.picture')}</label>
        <input
          id="article-picture"
          type="file"
          accept="image/jpeg,image/png"
          onChange={(event) => setPicture(event.target.files?.[0] ?? null)}
        />
        {article?.image ? (
          <img className={styles.thumb} src={article.image} alt={t('content.articles.currentPicture')} />
        ) : null}
      </div>
    </EditorForm>
  );
}
