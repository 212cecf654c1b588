import type { i18n as I18n } from 'i18next';

import { featureUnavailableMessages } from '../contract/rules/packages';
import type { Translations } from '../i18n/unflatten';
import { guardMessages } from './guard-rules';

export const GUARD_NAMESPACE = 'guards';

/** The `guards` namespace; the API's language files (`guards.*` keys) override these. */
export const guardTexts: Record<string, Translations> = {
  en: {
    title: 'Opps!',
    confirm: 'OK',
    cancel: 'Cancel',
    logIn: 'Log in',
    checking: 'Checking your account…',
    tryAgain: 'Try again',
    ...guardMessages,
    featureUnavailableFor: { ...featureUnavailableMessages },
  },
  ar: {
    title: 'عذراً!',
    confirm: 'حسناً',
    cancel: 'إلغاء',
    logIn: 'تسجيل الدخول',
    checking: 'جارٍ التحقق من حسابك…',
    notSignedIn: 'لم تسجّل الدخول. يرجى تسجيل الدخول أولاً.',
    profileIncomplete: 'لم تكمل ملفك الشخصي بعد. يرجى إكماله أولاً',
    verificationPending: 'طلب التوثيق الخاص بك قيد المراجعة. يرجى الانتظار حتى يراجعه المشرف.',
    verificationFailed: 'لم تتم الموافقة على طلب التوثيق الخاص بك. يرجى إعادة التقديم.',
    verificationMissing: 'لم تكمل توثيق ملفك الشخصي. يرجى إكماله أولاً',
    tryAgain: 'حاول مرة أخرى',
    packageMissing: 'لم تشترك بعد. يرجى الاشتراك أولاً',
    featureUnavailable: 'الحد أو الباقة غير متاحة',
    limitOver: 'انتهى حد باقتك. يرجى شراء باقة.',
    packageCheckFailed: 'تعذّر التحقق من باقتك. يرجى المحاولة مرة أخرى.',
    featureUnavailableFor: {
      property_list: 'حد نشر العقارات أو الباقة غير متاح',
      property_feature: 'حد تمييز العقارات أو الباقة غير متاح',
      project_list: 'حد نشر المشاريع أو الباقة غير متاح',
      project_feature: 'حد تمييز المشاريع أو الباقة غير متاح',
      mortgage_calculator_detail: 'حد تفاصيل حاسبة الرهن العقاري أو الباقة غير متاح',
      premium_properties: 'حد العقارات البريميوم أو الباقة غير متاح',
      project_access: 'حد الوصول إلى المشاريع أو الباقة غير متاح',
    },
  },
};

const registered = new WeakSet<object>();

/**
 * Adds the namespace to the i18n instance in use, once. Done on first render rather than
 * at import: the shell may load this module before i18next is initialised.
 */
export function registerGuardTexts(instance: I18n | undefined): void {
  if (!instance?.isInitialized || registered.has(instance)) return;
  registered.add(instance);
  for (const [language, bundle] of Object.entries(guardTexts)) {
    instance.addResourceBundle(language, GUARD_NAMESPACE, bundle, true, false);
  }
}
