import type { AdminSlide } from '@domus/shared/contract';
import { useApiErrorText, useTranslation } from '@domus/shared/i18n';
import { Button, EmptyState, ErrorState, Spinner } from '@domus/shared/ui';
import { useState } from 'react';
import { toast } from 'react-toastify';

import { useAddSlide, useRemoveSlide, useSlider, type SlideDraft } from '../api/slider';
import { ContentPage } from './content-page';
import { DeleteFlow } from './delete-flow';
import { EditorForm } from './editor-form';
import styles from './content.module.css';

function SlideForm() {
  const { t } = useTranslation('admin');
  const errorText = useApiErrorText();
  const add = useAddSlide();
  const [kind, setKind] = useState<SlideDraft['kind']>('property');
  const [id, setId] = useState('');
  const [until, setUntil] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const submit = () => {
    setFailure(null);
    add.mutate(
      { kind, id: Number(id), until },
      {
        onSuccess: () => {
          setId('');
          setUntil('');
          toast.success(t('content.slider.added'));
        },
        onError: (error) => setFailure(errorText(error)),
      },
    );
  };
  return (
    <EditorForm title={t('content.slider.new')} pending={add.isPending} failure={failure} onSubmit={submit}>
      <div className={styles.toolbar}>
        <div className={styles.field}>
          <label htmlFor="slide-kind">{t('content.slider.kind')}</label>
          <select id="slide-kind" value={kind} onChange={(event) => setKind(event.target.value as SlideDraft['kind'])}>
            <option value="property">{t('content.slider.kinds.property')}</option>
            <option value="project">{t('content.slider.kinds.project')}</option>
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="slide-id">{t('content.slider.listingId')}</label>
          <input
            id="slide-id"
            inputMode="numeric"
            dir="ltr"
            value={id}
            onChange={(event) => setId(event.target.value)}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor="slide-until">{t('content.slider.until')}</label>
          <input id="slide-until" type="date" value={until} onChange={(event) => setUntil(event.target.value)} />
        </div>
      </div>
    </EditorForm>
  );
}

/** `/admin/content/slider`: the home slider's entries in the home page's order, each saying whether it shows now. */
export function SliderPage() {
  const { t } = useTranslation('admin');
  const errorText = useApiErrorText();
  const slider = useSlider();
  const remove = useRemoveSlide();
  const [removing, setRemoving] = useState<AdminSlide | null>(null);
  const nameOf = (slide: AdminSlide) => slide.title || `#${slide.listing_id}`;
  return (
    <ContentPage section="slider">
      <p className={styles.muted}>{t('content.slider.intro')}</p>
      <SlideForm />
      {slider.isPending ? <Spinner label={t('state.loading')} /> : null}
      {slider.isError ? (
        <ErrorState
          title={t('content.slider.error')}
          message={errorText(slider.error)}
          onRetry={() => void slider.refetch()}
          retryLabel={t('state.retry')}
        />
      ) : null}
      {slider.data && slider.data.length === 0 ? <EmptyState title={t('content.slider.empty')} /> : null}
      {slider.data && slider.data.length > 0 ? (
        <ol className={styles.items} aria-label={t('content.slider.title')}>
          {slider.data.map((slide) => (
            <li key={slide.id} className={styles.item}>
              <h2 className={styles.itemTitle}>{nameOf(slide)}</h2>
              {slide.image ? <img className={styles.thumb} src={slide.image} alt="" /> : null}
              <p className={styles.facts}>
                <span className={styles.badge}>
                  {t(slide.showing ? 'content.slider.showing' : 'content.slider.notShowing')}
                </span>
                {t(`content.slider.kinds.${slide.type}`)} #{slide.listing_id}
              </p>
              <div className={styles.actions}>
                <Button
                  variant="secondary"
                  onClick={() => setRemoving(slide)}
                  aria-label={t('content.deleteOf', { name: nameOf(slide) })}
                >
                  {t('content.delete')}
                </Button>
              </div>
            </li>
          ))}
        </ol>
      ) : null}
      {removing ? (
        <DeleteFlow
          name={nameOf(removing)}
          onDelete={() => remove.mutateAsync(removing.id)}
          onDeleted={() => {
            setRemoving(null);
            toast.success(t('content.deleted'));
          }}
          onClose={() => setRemoving(null)}
        />
      ) : null}
    </ContentPage>
  );
}
