import type { BankDetail } from '@domus/shared/contract';
import type { AppDeps } from '../../app-deps';
import { readerLanguage } from '../../http/content-language';
import { translatedText, type Translations } from '../../lib/translations';
import { readSettings, switchOn } from './settings-store';

/** A stored line of the `bank_details` setting: its title's translations beside it. */
interface StoredBankDetail {
  title?: unknown;
  value?: unknown;
  translations?: Translations;
}

export interface BankTransferSettings {
  bank_transfer_status: '0' | '1';
  bank_details: BankDetail[];
}

/**
 * Whether members may pay by bank transfer, and the account they transfer to: the stored
 * `bank_transfer_status` setting, or PAYMENT_BANK_TRANSFER while none is stored (off by
 * default), and the `bank_details` setting's lines in the reader's language (none while off).
 */
export async function readBankTransferSettings(deps: Pick<AppDeps, 'db' | 'config'>): Promise<BankTransferSettings> {
  const stored = await readSettings(deps.db, ['bank_transfer_status', 'bank_details']);
  const on = switchOn(stored.get('bank_transfer_status'), deps.config.payments.bankTransferByDefault);
  if (!on) return { bank_transfer_status: '0', bank_details: [] };
  const lines = stored.get('bank_details');
  const language = readerLanguage();
  return {
    bank_transfer_status: '1',
    bank_details: (Array.isArray(lines) ? (lines as StoredBankDetail[]) : [])
      .filter((line) => typeof line?.title === 'string' && typeof line.value === 'string')
      .map((line) => ({
        title: String(line.title),
        translated_title: translatedText(line.translations, language, 'title', String(line.title)),
        value: String(line.value),
      })),
  };
}
