import { contentTextLimits, type AdminFaq, type LanguageSummary } from '@domus/shared/contract';
import { useApiErrorText, useTranslation } from '@domus/shared/i18n';
import { useState } from 'react';
import { toast } from 'react-toastify';

import { useSaveFaq } from '../api/faqs';
import { completeTexts, emptyTexts, type Texts } from '../lib/texts';
import { EditorForm } from './editor-form';
import { LanguageFields, type TextField } from './language-fields';
import styles from './content.module.css';

const faqFields = ['question', 'answer'] as const;

/** Writes a new FAQ or changes one: question and answer per language, its place in the order, shown or not. */
export function FaqEditor({
  faq,
  languages,
  onDone,
}: {
  faq: AdminFaq | null;
  languages: readonly LanguageSummary[];
  onDone: () => void;
}) {
  const { t } = useTranslation('admin');
  const errorText = useApiErrorText();
  const [texts, setTexts] = useState<Texts<'question' | 'answer'>>(() =>
    faq ? completeTexts(faq.texts, languages, faqFields) : emptyTexts(languages, faqFields),
  );
  const [sequence, setSequence] = useState(String(faq?.sequence ?? 0));
  const [active, setActive] = useState(faq?.active ?? true);
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveFaq();

  const fields: TextField<'question' | 'answer'>[] = [
    { name: 'question', label: t('content.faqs.question'), kind: 'line', maxLength: contentTextLimits.question },
    { name: 'answer', label: t('content.faqs.answer'), kind: 'text', maxLength: contentTextLimits.answer },
  ];
  const submit = () => {
    setFailure(null);
    save.mutate(
      { id: faq?.id, texts, sequence: Number(sequence) || 0, active },
      {
        onSuccess: () => {
          toast.success(t('content.saved'));
          onDone();
        },
        onError: (error) => setFailure(errorText(error)),
      },
    );
  };

  return (
    <EditorForm
      title={faq ? t('content.faqs.edit') : t('content.faqs.new')}
      pending={save.isPending}
      failure={failure}
      onSubmit={submit}
      onCancel={onDone}
    >
      <LanguageFields languages={languages} fields={fields} texts={texts} onChange={setTexts} />
      <div className={styles.field}>
        <label htmlFor="faq-sequence">{t('content.faqs.sequence')}</label>
        <input
          id="faq-sequence"
          type="number"
          inputMode="numeric"
          min={0}
          value={sequence}
          onChange={(event) => setSequence(event.target.value)}
        />
      </div>
      <label className={styles.choice}>
        <input type="checkbox" checked={active} onChange={(event) => setActive(event.target.checked)} />
        {t('content.faqs.active')}
      </label>
    </EditorForm>
  );
}
