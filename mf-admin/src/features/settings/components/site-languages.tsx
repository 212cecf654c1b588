import type { AdminLanguage } from '@domus/shared/contract';
import { useApiErrorText, useTranslation } from '@domus/shared/i18n';
import { Button, Dialog, ErrorState, Spinner } from '@domus/shared/ui';
import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';

import { DeleteFlow } from '../../content/components/delete-flow';
import { downloadTexts, useChangeLanguage, useLanguages } from '../api/languages';
import { readTextsFile } from '../lib/texts-file';
import styles from './settings.module.css';

/** Reads a chosen texts file: its texts, or the message that says why it cannot be sent. */
function useTextsFile() {
  const { t } = useTranslation('admin');
  return async (file: File): Promise<{ texts?: Record<string, string>; refusal?: string }> => {
    const read = readTextsFile(await file.text());
    if ('texts' in read) return { texts: read.texts };
    return { refusal: read.refusal === 'notJson' ? t('languages.notJson', { file: file.name }) : read.refusal };
  };
}

/**
 * The site's languages in Settings: each with its direction and how many of the site's texts it
 * has; download its texts, upload a translated file (its texts replace those with the same key),
 * rename it, remove it (a fresh proof of identity); add a language. The site offers a language
 * the moment it is added; a text it lacks shows in English.
 */
export function SiteLanguages() {
  const { t } = useTranslation('admin');
  const errorText = useApiErrorText();
  const headingId = useId();
  const languages = useLanguages();
  const change = useChangeLanguage();
  const [editing, setEditing] = useState<AdminLanguage | null>(null);
  const [removing, setRemoving] = useState<AdminLanguage | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const english = languages.data?.find((language) => language.code === 'en')?.texts ?? 0;

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('languages.title')}</h2>
      <p className={styles.hint}>{t('languages.text')}</p>
      {languages.isPending ? <Spinner label={t('state.loading')} /> : null}
      {languages.isError ? (
        <ErrorState
          title={t('languages.error')}
          message={errorText(languages.error)}
          onRetry={() => void languages.refetch()}
          retryLabel={t('state.retry')}
        />
      ) : null}
      {failure ? (
        <p className={styles.alert} role="alert">
          {failure}
        </p>
      ) : null}
      {languages.data ? (
        <ul className={styles.languages}>
          {languages.data.map((language) => (
            <LanguageCard
              key={language.code}
              language={language}
              english={english}
              onEdit={() => setEditing(language)}
              onRemove={() => setRemoving(language)}
              onFailure={setFailure}
            />
          ))}
        </ul>
      ) : null}
      <AddLanguageForm />
      {editing ? <EditLanguageDialog language={editing} onClose={() => setEditing(null)} /> : null}
      {removing ? (
        <DeleteFlow
          name={removing.name}
          onDelete={() => change.mutateAsync({ kind: 'delete', code: removing.code })}
          onDeleted={() => {
            toast.success(t('languages.removed', { name: removing.name }));
            setRemoving(null);
          }}
          onClose={() => setRemoving(null)}
        />
      ) : null}
    </section>
  );
}

interface LanguageCardProps {
  language: AdminLanguage;
  english: number;
  onEdit: () => void;
  onRemove: () => void;
  onFailure: (message: string | null) => void;
}

function LanguageCard({ language, english, onEdit, onRemove, onFailure }: LanguageCardProps) {
  const { t } = useTranslation('admin');
  const errorText = useApiErrorText();
  const change = useChangeLanguage();
  const readFile = useTextsFile();
  const picker = useRef<HTMLInputElement>(null);
  const stays = language.code === 'en' || language.default;

  const upload = async (file: File | undefined) => {
    if (!file) return;
    onFailure(null);
    const { texts, refusal } = await readFile(file);
    if (!texts) return onFailure(refusal ?? null);
    change.mutate(
      { kind: 'update', changes: { code: language.code, translations: texts } },
      {
        onSuccess: (saved) => void toast.success(t('languages.uploaded', { name: saved.name, texts: saved.texts })),
        onError: (error) => onFailure(errorText(error)),
      },
    );
  };

  return (
    <li className={styles.languageCard} aria-label={language.name}>
      <h3 className={styles.languageName}>
        <span lang={language.code} dir={language.rtl ? 'rtl' : 'ltr'}>
          {language.name}
        </span>{' '}
        <span className={styles.hint}>({language.code})</span>
      </h3>
      <p className={styles.hint}>
        {language.rtl ? t('languages.rtl') : t('languages.ltr')} ·{' '}
        {t('languages.texts', { count: language.texts, total: english })}
        {language.default ? ` · ${t('languages.default')}` : ''}
      </p>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          size="small"
          onClick={() => void downloadTexts(language.code).catch((error: unknown) => onFailure(errorText(error)))}
        >
          {t('languages.download', { name: language.name })}
        </Button>
        <Button variant="secondary" size="small" disabled={change.isPending} onClick={() => picker.current?.click()}>
          {t('languages.upload', { name: language.name })}
        </Button>
        <input
          ref={picker}
          type="file"
          accept="application/json,.json"
          hidden
          aria-label={t('languages.fileFor', { name: language.name })}
          onChange={(event) => {
            void upload(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <Button variant="secondary" size="small" onClick={onEdit}>
          {t('languages.edit', { name: language.name })}
        </Button>
        {stays ? null : (
          <Button variant="secondary" size="small" onClick={onRemove}>
            {t('languages.remove', { name: language.name })}
          </Button>
        )}
      </div>
    </li>
  );
}

function EditLanguageDialog({ language, onClose }: { language: AdminLanguage; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const errorText = useApiErrorText();
  const id = useId();
  const change = useChangeLanguage();
  const [name, setName] = useState(language.name);
  const [rtl, setRtl] = useState(language.rtl);
  const save = () =>
    change.mutate(
      { kind: 'update', changes: { code: language.code, name, rtl } },
      {
        onSuccess: (saved) => {
          toast.success(t('languages.saved', { name: saved.name }));
          onClose();
        },
      },
    );
  return (
    <Dialog
      title={t('languages.editTitle', { name: language.name })}
      onClose={onClose}
      actions={
        <>
          <Button onClick={save} disabled={change.isPending}>
            {t('languages.save')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('users.cancel')}
          </Button>
        </>
      }
    >
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-name`}>
          {t('languages.name')}
        </label>
        <input id={`${id}-name`} value={name} onChange={(event) => setName(event.target.value)} maxLength={60} />
      </div>
      <label className={styles.choice}>
        <input type="checkbox" checked={rtl} onChange={(event) => setRtl(event.target.checked)} />
        {t('languages.rtlChoice')}
      </label>
      {change.isError ? (
        <p className={styles.alert} role="alert">
          {errorText(change.error)}
        </p>
      ) : null}
    </Dialog>
  );
}

function AddLanguageForm() {
  const { t } = useTranslation('admin');
  const errorText = useApiErrorText();
  const id = useId();
  const change = useChangeLanguage();
  const readFile = useTextsFile();
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [rtl, setRtl] = useState(false);
  const [file, setFile] = useState<File | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!code.trim() || !name.trim()) return setFailure(t('languages.codeAndName'));
    const { texts, refusal } = file ? await readFile(file) : {};
    if (refusal) return setFailure(refusal);
    change.mutate(
      { kind: 'add', language: { code, name, rtl, translations: texts } },
      {
        onSuccess: (added) => {
          toast.success(t('languages.added', { name: added.name }));
          setCode('');
          setName('');
          setRtl(false);
          setFile(undefined);
          form.current?.reset();
        },
        onError: (error) => setFailure(errorText(error)),
      },
    );
  };

  return (
    <form ref={form} className={styles.form} onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.languageName}>
        {t('languages.addTitle')}
      </h3>
      <div className={styles.fields}>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-code`}>
            {t('languages.code')}
          </label>
          <input
            id={`${id}-code`}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            aria-describedby={`${id}-code-hint`}
            maxLength={20}
            autoComplete="off"
          />
          <span id={`${id}-code-hint`} className={styles.hint}>
            {t('languages.codeHint')}
          </span>
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-name`}>
            {t('languages.name')}
          </label>
          <input id={`${id}-name`} value={name} onChange={(event) => setName(event.target.value)} maxLength={60} />
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-file`}>
            {t('languages.file')}
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept="application/json,.json"
            onChange={(event) => setFile(event.target.files?.[0])}
          />
        </div>
      </div>
      <label className={styles.choice}>
        <input type="checkbox" checked={rtl} onChange={(event) => setRtl(event.target.checked)} />
        {t('languages.rtlChoice')}
      </label>
      {failure ? (
        <p className={styles.alert} role="alert">
          {failure}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={change.isPending}>
          {t('languages.add')}
        </Button>
      </div>
    </form>
  );
}
