import { useTranslation } from '@domus/shared/i18n';
import { CloseIcon } from '@domus/shared/ui';
import { ToastContainer, type CloseButtonProps } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';

export const TOAST_AUTO_CLOSE_MS = 5000;

/**
 * Where passing messages show: named in the page's language, and mirrored for right-to-left ones.
 * react-toastify names its close button and its timer bar in English only: the button is ours,
 * named in the page's language, and the bar is left out (a message still closes by itself, and
 * waits while the pointer is on it).
 */
export function Toasts() {
  const { t, i18n } = useTranslation('shell');
  const rtl = i18n.dir(i18n.language) === 'rtl';
  const closeButton = ({ closeToast, theme }: CloseButtonProps) => (
    <button
      type="button"
      className={`Toastify__close-button Toastify__close-button--${theme}`}
      aria-label={t('header.closeToast')}
      onClick={(event) => {
        event.stopPropagation();
        closeToast(true);
      }}
    >
      <CloseIcon aria-hidden="true" />
    </button>
  );
  return (
    <ToastContainer
      position={rtl ? 'top-left' : 'top-right'}
      rtl={rtl}
      autoClose={TOAST_AUTO_CLOSE_MS}
      hideProgressBar
      closeButton={closeButton}
      aria-label={t('header.toasts')}
    />
  );
}
