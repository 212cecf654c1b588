import { useTranslation } from '@domus/shared/i18n';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';

export const TOAST_AUTO_CLOSE_MS = 5000;

/** Where passing messages show: named in the page's language, and mirrored for right-to-left ones. */
export function Toasts() {
  const { t, i18n } = useTranslation('shell');
  const rtl = i18n.dir(i18n.language) === 'rtl';
  return (
    <ToastContainer
      position={rtl ? 'top-left' : 'top-right'}
      rtl={rtl}
      autoClose={TOAST_AUTO_CLOSE_MS}
      aria-label={t('header.toasts')}
    />
  );
}
