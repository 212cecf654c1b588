import type { i18n as I18n } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiError } from '../api/api-error';
import type { errorCodes } from '../contract/envelope';
import type { Translations } from './unflatten';

export const API_ERRORS_NAMESPACE = 'apiErrors';

type Texts = Record<keyof typeof errorCodes | 'network' | 'http' | 'failed', string>;

/**
 * What each kind of failure means, for pages in a language the API's messages are not in. The
 * API's language files (`apiErrors.*` keys) override these and add other languages.
 */
export const apiErrorTexts: Record<'en' | 'ar', Texts> = {
  en: {
    network: 'The server could not be reached. Check your connection and try again.',
    http: 'The server answered with an error. Please try again.',
    invalidInput: 'Some of what was entered was not accepted. Please check it and try again.',
    unauthorized: 'Your session has ended. Please sign in again.',
    accountDeactivated: 'Your account has been deactivated. Please contact the site admin.',
    forbidden: 'You are not allowed to do this.',
    reauthenticationRequired: 'Please confirm it is you with your password or a code, then try again.',
    packageMissing: 'Your package does not include this. Please choose a plan.',
    notFound: 'What you were looking for could not be found.',
    conflict: 'This was already done, or it changed meanwhile. Please reload and try again.',
    payloadTooLarge: 'The file is too large.',
    unsupportedMediaType: 'This kind of file is not accepted.',
    tooManyRequests: 'Too many attempts. Please wait a moment and try again.',
    internal: 'Something went wrong on our side. Please try again.',
    paymentProviderError: 'The payment provider could not complete the request. Please try again.',
    serviceUnavailable: 'The site is busy. Please try again in a moment.',
    failed: 'Something went wrong. Please try again.',
  },
  ar: {
    network: 'تعذّر الوصول إلى الخادم. تحقّق من اتصالك وحاول مرة أخرى.',
    http: 'ردّ الخادم بخطأ. يرجى المحاولة مرة أخرى.',
    invalidInput: 'لم يُقبل بعض ما أُدخل. يرجى التحقق منه والمحاولة مرة أخرى.',
    unauthorized: 'انتهت جلستك. يرجى تسجيل الدخول مرة أخرى.',
    accountDeactivated: 'تم تعطيل حسابك. يرجى التواصل مع مشرف الموقع.',
    forbidden: 'غير مسموح لك بالقيام بذلك.',
    reauthenticationRequired: 'يرجى تأكيد هويتك بكلمة المرور أو برمز، ثم المحاولة مرة أخرى.',
    packageMissing: 'باقتك لا تشمل هذا. يرجى اختيار خطة.',
    notFound: 'تعذّر العثور على ما تبحث عنه.',
    conflict: 'تمّ ذلك من قبل، أو تغيّر في الأثناء. يرجى إعادة تحميل الصفحة والمحاولة مرة أخرى.',
    payloadTooLarge: 'الملف كبير جدًا.',
    unsupportedMediaType: 'هذا النوع من الملفات غير مقبول.',
    tooManyRequests: 'محاولات كثيرة جدًا. يرجى الانتظار قليلًا ثم المحاولة مرة أخرى.',
    internal: 'حدث خطأ من جهتنا. يرجى المحاولة مرة أخرى.',
    paymentProviderError: 'تعذّر على مزوّد الدفع إتمام الطلب. يرجى المحاولة مرة أخرى.',
    serviceUnavailable: 'الموقع مشغول. يرجى المحاولة بعد قليل.',
    failed: 'حدث خطأ ما. يرجى المحاولة مرة أخرى.',
  },
};

const registered = new WeakSet<I18n>();

function registerApiErrorTexts(instance: I18n): void {
  if (!instance.isInitialized || registered.has(instance)) return;
  registered.add(instance);
  for (const [language, bundle] of Object.entries(apiErrorTexts)) {
    instance.addResourceBundle(language, API_ERRORS_NAMESPACE, bundle as Translations, true, false);
  }
}

/**
 * What a failed call tells the reader. The API's messages are English and name the field or
 * rule: an English page shows them as they are, and so does a language without these texts.
 * Another language shows the message translated when the screen knows it (`known`, e.g. a
 * contract message of its namespace), else what the failure's code means in that language.
 */
export function apiErrorText(error: unknown, instance: I18n, known?: (message: string) => string | undefined): string {
  registerApiErrorTexts(instance);
  const message = error instanceof Error ? error.message : String(error);
  const translated = known?.(message);
  if (translated !== undefined) return translated;
  const language = instance.language ?? 'en';
  if (language === 'en' || !instance.hasResourceBundle(language, API_ERRORS_NAMESPACE)) return message;
  // By shape, not class: a remote may hold another copy of ApiError than this module's.
  const code =
    error instanceof ApiError || typeof (error as { code?: unknown })?.code === 'string'
      ? (error as ApiError).code
      : 'failed';
  return instance.t(code, {
    ns: API_ERRORS_NAMESPACE,
    lng: language,
    defaultValue: instance.t('failed', { ns: API_ERRORS_NAMESPACE, lng: language }),
  });
}

/** apiErrorText for the page's i18next instance, redrawn when the language changes. */
export function useApiErrorText(): (error: unknown, known?: (message: string) => string | undefined) => string {
  const { i18n } = useTranslation();
  // useTranslation redraws the caller when the language changes; the text is read at call time.
  return useCallback((error, known) => apiErrorText(error, i18n, known), [i18n]);
}

/** A failed call's text for a place that takes an element (an ErrorState's `message`). */
export function ApiErrorText({ error }: { error: unknown }) {
  return <>{useApiErrorText()(error)}</>;
}
