import { zodResolver } from '@hookform/resolvers/zod';
import { useSessionUser } from '@domus/shared/store';
import type { FilterData, PersonalisedFields } from '@domus/shared/contract';
import { translatedName } from '@domus/shared/format';
import { Button, ErrorState, Spinner } from '@domus/shared/ui';
import { useId, useState, type ReactNode } from 'react';
import { useForm, type UseFormRegister } from 'react-hook-form';
import { ApiErrorText, useTranslation } from '@domus/shared/i18n';
import { toast } from 'react-toastify';

import { AccountPage } from '../../../components/account-page';
import styles from '../../../components/account.module.css';
import { FormAlert, FormField } from '../../../components/form-field';
import { accountErrorText } from '../../../lib/error-text';
import { useDeletePersonalisedFields } from '../api/delete-personalised-fields';
import { useFilterData } from '../api/get-filter-data';
import { usePersonalisedFields } from '../api/get-personalised-fields';
import { useStorePersonalisedFields } from '../api/store-personalised-fields';
import {
  emptyPreferences,
  preferencesForm,
  preferencesFormValues,
  preferencesInput,
  type PreferencesForm,
  type PreferencesFormInput,
} from '../preferences-form';

/** `/user/personalise-feed`: categories, facilities, price range, type and city the feed favours. */
export function PersonaliseFeedPage() {
  const { t } = useTranslation('account');
  const user = useSessionUser();
  const filterData = useFilterData();
  const saved = usePersonalisedFields(user?.id);
  const failed = filterData.error ?? saved.error;

  return (
    <AccountPage title={t('personalise.title')}>
      <p>{t('personalise.intro')}</p>
      {filterData.isPending || saved.isPending ? <Spinner label={t('state.loading')} /> : null}
      {failed ? (
        <ErrorState
          title={t('personalise.error')}
          message={<ApiErrorText error={failed} />}
          onRetry={() => void Promise.all([filterData.refetch(), saved.refetch()])}
          retryLabel={t('state.retry')}
        />
      ) : null}
      {filterData.data && saved.isSuccess ? (
        <PreferencesEditor
          // A new saved state (after saving or clearing) starts the form again from it.
          key={saved.data?.updated_at ?? 'none'}
          options={filterData.data}
          saved={saved.data}
          userId={user?.id}
        />
      ) : null}
    </AccountPage>
  );
}

function PreferencesEditor({
  options,
  saved,
  userId,
}: {
  options: FilterData;
  saved: PersonalisedFields | null;
  userId: number | undefined;
}) {
  const { t } = useTranslation('account');
  const cityId = useId();
  const store = useStorePersonalisedFields(userId);
  const clear = useDeletePersonalisedFields(userId);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, reset } = useForm<PreferencesFormInput, unknown, PreferencesForm>({
    resolver: zodResolver(preferencesForm),
    defaultValues: preferencesFormValues(saved),
  });

  const save = handleSubmit((form) => {
    setFailure(null);
    store.mutate(preferencesInput(form), {
      onSuccess: () => toast.success(t('personalise.saved')),
      onError: (error) => setFailure(accountErrorText(error, t)),
    });
  });
  const forget = () => {
    setFailure(null);
    clear.mutate(undefined, {
      onSuccess: () => {
        reset(emptyPreferences);
        toast.success(t('personalise.cleared'));
      },
      onError: (error) => setFailure(accountErrorText(error, t)),
    });
  };

  const cities = saved?.city && !options.cities.includes(saved.city) ? [saved.city, ...options.cities] : options.cities;

  return (
    <form className={styles.card} noValidate onSubmit={save} aria-label={t('personalise.formLabel')}>
      <ChoiceGroup
        legend={t('personalise.categories')}
        name="category_ids"
        register={register}
        choices={options.categories.map((category) => [String(category.id), <bdi>{translatedName(category)}</bdi>])}
      />
      <ChoiceGroup
        legend={t('personalise.facilities')}
        name="outdoor_facilitiy_ids"
        register={register}
        choices={options.facilities.map((facility) => [String(facility.id), <bdi>{translatedName(facility)}</bdi>])}
      />
      <ChoiceGroup
        legend={t('personalise.propertyType')}
        name="property_type"
        register={register}
        choices={(['sell', 'rent'] as const)
          .filter((type) => options.property_types.length === 0 || options.property_types.includes(type))
          .map((type) => [type, t(`personalise.type.${type}`)])}
      />
      <div className={styles.grid}>
        <FormField
          label={t('personalise.minPrice')}
          inputMode="decimal"
          placeholder={String(options.price_range.min_price)}
          registration={register('min_price')}
          error={formState.errors.min_price}
        />
        <FormField
          label={t('personalise.maxPrice')}
          inputMode="decimal"
          placeholder={String(options.price_range.max_price)}
          registration={register('max_price')}
          error={formState.errors.max_price}
        />
        <div className={styles.field}>
          <label htmlFor={cityId}>{t('personalise.city')}</label>
          <select id={cityId} {...register('city')}>
            <option value="">{t('personalise.anyCity')}</option>
            {cities.map((city) => (
              <option key={city} value={city} dir="auto">
                {city}
              </option>
            ))}
          </select>
        </div>
      </div>
      <FormAlert message={failure} />
      <div className={styles.actions}>
        <Button type="submit" disabled={store.isPending}>
          {t('personalise.save')}
        </Button>
        <Button variant="secondary" disabled={clear.isPending || !saved} onClick={forget}>
          {t('personalise.clear')}
        </Button>
      </div>
    </form>
  );
}

function ChoiceGroup({
  legend,
  name,
  register,
  choices,
}: {
  legend: string;
  name: 'category_ids' | 'outdoor_facilitiy_ids' | 'property_type';
  register: UseFormRegister<PreferencesFormInput>;
  /** A content label (an admin's category or facility name) comes in a <bdi>. */
  choices: [value: string, label: ReactNode][];
}) {
  if (choices.length === 0) return null;
  return (
    <fieldset className={styles.field}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.choices}>
        {choices.map(([value, label]) => (
          <label key={value} className={styles.choice}>
            <input type="checkbox" value={value} {...register(name)} />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
