import { useTranslation } from '@domus/shared/i18n';

/** A moment as the operator's language writes it, in a <time> that keeps the exact one. */
export function When({ iso }: { iso: string }) {
  const { i18n } = useTranslation('admin');
  const date = new Date(iso);
  const text = Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return <time dateTime={iso}>{text}</time>;
}
