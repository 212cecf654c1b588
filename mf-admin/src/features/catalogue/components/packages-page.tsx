import {
  packageDurationMaxDays,
  packageFeatureKeys,
  packageTypes,
  type AdminPackage,
  type PackageFeatureKey,
} from '@domus/shared/contract';
import { useApiErrorText, useTranslation } from '@domus/shared/i18n';
import { useId, useState } from 'react';
import { toast } from 'react-toastify';

import { useSavePackage } from '../api/catalogue';
import { CatalogueLayout } from './catalogue-layout';
import { CatalogueRow } from './catalogue-row';
import styles from './catalogue.module.css';
import { FormDialog, NameFields } from './form-parts';

import { useStatusFlow } from './use-status-flow';

type LimitKind = 'none' | 'unlimited' | 'limited';
interface Limit {
  kind: LimitKind;
  count: string;
}

const limitsOf = (pack?: AdminPackage): Record<PackageFeatureKey, Limit> =>
  Object.fromEntries(
    packageFeatureKeys.map((key) => {
      const feature = pack?.features.find((each) => each.key === key);
      const limit: Limit = !feature
        ? { kind: 'none', count: '' }
        : feature.limit_type === 'unlimited'
          ? { kind: 'unlimited', count: '' }
          : { kind: 'limited', count: String(feature.limit ?? 0) };
      return [key, limit];
    }),
  ) as Record<PackageFeatureKey, Limit>;

const wholeNumber = (text: string, min: number, max: number) =>
  /^\d+$/.test(text.trim()) && Number(text) >= min && Number(text) <= max;

/** A price in its currency, as the page's language writes it. */
export function formatPrice(price: number, currency: string, language: string) {
  try {
    return new Intl.NumberFormat(language, { style: 'currency', currency }).format(price);
  } catch {
    return `${price} ${currency}`;
  }
}

/** The form of a new package or of one to change: names, type, price, duration and each feature's limit. */
function PackageDialog({ pack, onClose }: { pack?: AdminPackage; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const errorText = useApiErrorText();
  const id = useId();
  const save = useSavePackage();
  const [name, setName] = useState(pack?.name ?? '');
  const [nameAr, setNameAr] = useState(pack?.name_ar ?? '');
  const [type, setType] = useState<AdminPackage['package_type']>(pack?.package_type ?? 'paid');
  const [price, setPrice] = useState(pack ? String(pack.price) : '');
  const [currency, setCurrency] = useState(pack?.currency ?? 'USD');
  const [days, setDays] = useState(pack ? String(pack.duration_days) : '30');
  const [limits, setLimits] = useState(() => limitsOf(pack));
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const setLimit = (key: PackageFeatureKey, limit: Partial<Limit>) =>
    setLimits((all) => ({ ...all, [key]: { ...all[key], ...limit } }));

  const submit = () => {
    setFailure(null);
    const found: Record<string, string> = {};
    if (!name.trim()) found.name = t('catalogue.form.nameRequired');
    if (!/^\d+(\.\d{1,2})?$/.test(price.trim())) found.price = t('catalogue.form.priceInvalid');
    if (!wholeNumber(days, 1, packageDurationMaxDays)) found.days = t('catalogue.form.durationInvalid');
    for (const key of packageFeatureKeys) {
      if (limits[key].kind === 'limited' && !wholeNumber(limits[key].count, 0, 1_000_000)) {
        found[key] = t('catalogue.form.limitInvalid');
      }
    }
    setErrors(found);
    if (Object.keys(found).length) return;
    save.mutate(
      {
        ...(pack ? { id: pack.id } : {}),
        name: name.trim(),
        name_ar: nameAr.trim(),
        package_type: type,
        price: price.trim(),
        currency: currency.trim().toUpperCase(),
        duration_days: days.trim(),
        features: Object.fromEntries(
          packageFeatureKeys.map((key) => [
            key,
            limits[key].kind === 'limited' ? limits[key].count.trim() : limits[key].kind,
          ]),
        ),
      },
      {
        onSuccess: ({ message }) => {
          onClose();
          toast.success(message);
        },
        onError: (error) => setFailure(errorText(error)),
      },
    );
  };

  const invalid = (key: string) =>
    errors[key] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${key}-error` } : {};
  const errorLine = (key: string) =>
    errors[key] ? (
      <p id={`${id}-${key}-error`} className={styles.fieldError}>
        {errors[key]}
      </p>
    ) : null;

  return (
    <FormDialog
      title={pack ? t('catalogue.form.editTitle', { name: pack.name }) : t('catalogue.form.newTitle.packages')}
      pending={save.isPending}
      error={failure}
      onSubmit={submit}
      onClose={onClose}
    >
      <NameFields name={name} nameAr={nameAr} onName={setName} onNameAr={setNameAr} nameError={errors.name ?? null} />
      <div className={styles.formField}>
        <label htmlFor={`${id}-type`}>{t('catalogue.form.packageType')}</label>
        <select
          id={`${id}-type`}
          value={type}
          onChange={(event) => setType(event.target.value as AdminPackage['package_type'])}
        >
          {packageTypes.map((each) => (
            <option key={each} value={each}>
              {t(`catalogue.form.packageTypes.${each}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.inline}>
        <div className={styles.field}>
          <label htmlFor={`${id}-price`}>{t('catalogue.form.price')}</label>
          <input
            id={`${id}-price`}
            inputMode="decimal"
            dir="ltr"
            value={price}
            onChange={(event) => setPrice(event.target.value)}
            {...invalid('price')}
          />
          {errorLine('price')}
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-currency`}>{t('catalogue.form.currency')}</label>
          <input
            id={`${id}-currency`}
            dir="ltr"
            value={currency}
            maxLength={3}
            autoComplete="off"
            onChange={(event) => setCurrency(event.target.value)}
          />
        </div>
      </div>
      <div className={styles.formField}>
        <label htmlFor={`${id}-days`}>{t('catalogue.form.duration')}</label>
        <input
          id={`${id}-days`}
          inputMode="numeric"
          dir="ltr"
          value={days}
          onChange={(event) => setDays(event.target.value)}
          {...invalid('days')}
        />
        {errorLine('days')}
      </div>
      <fieldset className={styles.fieldset}>
        <legend>{t('catalogue.form.features')}</legend>
        <p className={styles.hint}>{t('catalogue.form.featuresHint')}</p>
        {packageFeatureKeys.map((key) => {
          const feature = t(`catalogue.features.${key}`);
          return (
            <div key={key} className={styles.limit}>
              <div className={styles.field}>
                <label htmlFor={`${id}-${key}-kind`}>{t('catalogue.form.limitKind', { feature })}</label>
                <select
                  id={`${id}-${key}-kind`}
                  value={limits[key].kind}
                  onChange={(event) => setLimit(key, { kind: event.target.value as LimitKind })}
                >
                  <option value="none">{t('catalogue.form.none')}</option>
                  <option value="unlimited">{t('catalogue.form.unlimited')}</option>
                  <option value="limited">{t('catalogue.form.limited')}</option>
                </select>
              </div>
              {limits[key].kind === 'limited' ? (
                <div className={styles.field}>
                  <label htmlFor={`${id}-${key}`}>{t('catalogue.form.limit', { feature })}</label>
                  <input
                    id={`${id}-${key}`}
                    inputMode="numeric"
                    dir="ltr"
                    value={limits[key].count}
                    onChange={(event) => setLimit(key, { count: event.target.value })}
                    {...invalid(key)}
                  />
                  {errorLine(key)}
                </div>
              ) : null}
            </div>
          );
        })}
      </fieldset>
    </FormDialog>
  );
}

/** `/admin/catalogue/packages`: every package, on sale and withdrawn: price, duration, limits. */
export function PackagesPage() {
  const { t, i18n } = useTranslation('admin');
  const [editing, setEditing] = useState<AdminPackage | 'new' | null>(null);
  const status = useStatusFlow('packages');
  return (
    <CatalogueLayout
      kind="packages"
      onAdd={() => setEditing('new')}
      renderRow={(pack) => {
        const question = pack.on_sale ? 'withdraw' : 'restore';
        const limits = pack.features
          .map(
            (feature) =>
              `${t(`catalogue.features.${feature.key}`)}: ${
                feature.limit_type === 'unlimited' ? t('catalogue.form.unlimited') : feature.limit
              }`,
          )
          .join(', ');
        return (
          <CatalogueRow
            key={pack.id}
            name={pack.name}
            nameAr={pack.name_ar}
            on={pack.on_sale}
            statusText={t(pack.on_sale ? 'catalogue.status.onSale' : 'catalogue.status.withdrawn')}
            facts={[
              [t('catalogue.facts.price'), formatPrice(pack.price, pack.currency, i18n.language)],
              [t('catalogue.facts.duration'), t('catalogue.days', { count: pack.duration_days })],
              [t('catalogue.facts.subscribers'), pack.subscribers],
              [t('catalogue.facts.features'), limits || t('catalogue.facts.noFeatures')],
            ]}
            onEdit={() => setEditing(pack)}
            statusAction={t(`catalogue.${question}Short`)}
            statusLabel={t(`catalogue.${question}`, { name: pack.name })}
            onStatus={() => status.ask(pack, question)}
          />
        );
      }}
    >
      {editing ? (
        <PackageDialog pack={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
      ) : null}
      {status.dialog}
    </CatalogueLayout>
  );
}
