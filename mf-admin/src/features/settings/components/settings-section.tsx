import type { AdminSettings, SecretSettingKey } from '@domus/shared/contract';
import { useApiErrorText, useTranslation } from '@domus/shared/i18n';
import { Button } from '@domus/shared/ui';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';

import { needsIdentityProof } from '../../identity/api/confirm-identity';
import { ConfirmIdentityDialog } from '../../identity/components/confirm-identity-dialog';
import { useSaveSettings, type SettingsSave } from '../api/settings';
import {
  changesOf,
  checkChanges,
  draftOf,
  type SectionDraft,
  type SettingField,
  type SettingsSectionSpec,
} from '../lib/sections';
import { BankDetailsField } from './bank-details-field';
import { SecretField } from './secret-field';
import styles from './settings.module.css';

/**
 * One section of Settings: its form, checked with the API's rules before it is sent (each
 * refused field says why, beside it), saved alone (only what changed), a toast when it is done.
 * Mail, SMS and payments are a sensitive call: when the API asks for a fresh proof of identity
 * the password (or a code) is asked and the save is sent again.
 */
export function SettingsSection({ section, settings }: { section: SettingsSectionSpec; settings: AdminSettings }) {
  const { t } = useTranslation('admin');
  const errorText = useApiErrorText();
  const id = useId();
  const save = useSaveSettings();
  const [draft, setDraft] = useState<SectionDraft>(() => draftOf(section, settings));
  const [refused, setRefused] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [proving, setProving] = useState<SettingsSave | null>(null);
  const fieldId = (name: string) => `${id}-${name.replace('.', '-')}`;
  const errorIdOf = (name: string) => (refused.includes(name) ? `${fieldId(name)}-error` : undefined);

  const send = (request: SettingsSave) => {
    setFailure(null);
    save.mutate(request, {
      onSuccess: (saved) => {
        setProving(null);
        setDraft(draftOf(section, saved));
        toast.success(t('settings.saved', { section: t(`settings.sections.${section.id}.title`) }));
      },
      onError: (error) => (needsIdentityProof(error) ? setProving(request) : setFailure(errorText(error))),
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const changes = changesOf(section, settings, draft);
    const checked = checkChanges(section, changes);
    setRefused(checked.refused);
    if (!checked.body) return setFailure(t('settings.fix'));
    if (Object.keys(checked.body).length === 0) return setFailure(t('settings.nothing'));
    send({ providers: section.providers, changes: checked.body } as SettingsSave);
  };

  const fieldControl = (field: SettingField) => {
    const label = t(`settings.fields.${field.name}`);
    const errorId = errorIdOf(field.name);
    if (field.kind === 'secret') {
      return (
        <SecretField
          id={fieldId(field.name)}
          label={label}
          state={settings.secrets[field.name as SecretSettingKey]}
          draft={draft.secrets[field.name]!}
          onDraft={(next) => setDraft({ ...draft, secrets: { ...draft.secrets, [field.name]: next } })}
          errorId={errorId}
        />
      );
    }
    const value = draft.values[field.name] ?? '';
    const set = (next: string) => setDraft({ ...draft, values: { ...draft.values, [field.name]: next } });
    const common = {
      id: fieldId(field.name),
      'aria-invalid': errorId ? true : undefined,
      'aria-describedby':
        [errorId, hintOf(field) ? `${fieldId(field.name)}-hint` : undefined].filter(Boolean).join(' ') || undefined,
    };
    if (field.kind === 'switch') {
      return (
        <label className={styles.choice}>
          <input
            type="checkbox"
            {...common}
            checked={value === '1'}
            onChange={(event) => set(event.target.checked ? '1' : '0')}
          />
          {label}
        </label>
      );
    }
    const control =
      field.kind === 'textarea' ? (
        <textarea {...common} rows={3} dir="auto" value={value} onChange={(event) => set(event.target.value)} />
      ) : field.kind === 'select' || field.kind === 'language' ? (
        <select {...common} value={value} onChange={(event) => set(event.target.value)}>
          {field.kind === 'language'
            ? settings.languages.map((language) => (
                <option key={language.code} value={language.code}>
                  {language.name}
                </option>
              ))
            : field.options!.map((option) => (
                <option key={option} value={option}>
                  {t(`settings.options.${option}`)}
                </option>
              ))}
        </select>
      ) : (
        <input
          {...common}
          type={field.kind === 'email' || field.kind === 'tel' || field.kind === 'url' ? field.kind : 'text'}
          dir={field.kind === 'text' && !field.invalid?.startsWith('key') ? 'auto' : 'ltr'}
          spellCheck={field.kind === 'text' ? undefined : false}
          value={value}
          onChange={(event) => set(event.target.value)}
        />
      );
    return (
      <>
        <label htmlFor={fieldId(field.name)}>{label}</label>
        {control}
      </>
    );
  };
  const hintOf = (field: SettingField) =>
    field.name === 'map_tile_url'
      ? t('settings.hints.map_tile_url', { url: settings.map_defaults.map_tile_url || t('settings.hints.worldMap') })
      : ['map_tile_attribution', 'selected_currency_data.code'].includes(field.name)
        ? t(`settings.hints.${field.name}`)
        : null;

  const headingId = `${id}-heading`;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{t(`settings.sections.${section.id}.title`)}</h2>
      <p className={styles.hint}>{t(`settings.sections.${section.id}.text`)}</p>
      <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={headingId}>
        {section.groups.map((group, index) => {
          const fields = group.fields.map((field) => (
            <div key={field.name} className={field.kind === 'secret' ? undefined : styles.field}>
              {fieldControl(field)}
              {hintOf(field) ? (
                <p id={`${fieldId(field.name)}-hint`} className={styles.hint}>
                  {hintOf(field)}
                </p>
              ) : null}
              {errorIdOf(field.name) ? (
                <p id={errorIdOf(field.name)} className={styles.fieldError}>
                  {t(`settings.invalid.${field.invalid ?? 'value'}`)}
                </p>
              ) : null}
            </div>
          ));
          return group.key ? (
            <fieldset key={group.key} className={styles.group}>
              <legend>{t(`settings.groups.${group.key}`)}</legend>
              {group.service ? (
                <p className={styles.source}>{t(`settings.sources.${settings.sources[group.service]}`)}</p>
              ) : null}
              {fields}
            </fieldset>
          ) : (
            <div key={index} className={styles.fields}>
              {fields}
            </div>
          );
        })}
        {section.bankDetails ? (
          <>
            <BankDetailsField
              lines={draft.bankDetails}
              onLines={(bankDetails) => setDraft({ ...draft, bankDetails })}
              errorId={errorIdOf('bank_details')}
            />
            {errorIdOf('bank_details') ? (
              <p id={errorIdOf('bank_details')} className={styles.fieldError}>
                {t('settings.invalid.bankDetails')}
              </p>
            ) : null}
          </>
        ) : null}
        {failure ? (
          <p className={styles.alert} role="alert">
            {failure}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" disabled={save.isPending}>
            {t('settings.save', { section: t(`settings.sections.${section.id}.title`) })}
          </Button>
        </div>
      </form>
      {proving ? (
        <ConfirmIdentityDialog
          onConfirmed={() => {
            const again = proving;
            setProving(null);
            send(again);
          }}
          onClose={() => setProving(null)}
        />
      ) : null}
    </section>
  );
}
