import {
  secretSettingKeys,
  type AdminSettings,
  type BankDetailLine,
  type ProviderSettingsChanges,
  type SecretSettingKey,
  type SiteSettingsChanges,
} from '@domus/shared/contract';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/db';
import { kyselyOf } from '../../db/kysely';
import { invalidInput } from '../../http/api-error';
import type { Translations } from '../../lib/translations';
import { listLanguages } from '../languages/service';
import { recordOperatorAction, type OperatorActor } from '../operator-log/record';
import { sanitisedAttribution } from '../web-settings/content-html';
import { defaultSettings } from '../web-settings/defaults';
import { readSettings, switchOn, writeSettings } from '../web-settings/settings-store';
import { allSources, effectivePayments, effectiveTransports, type StoredValues } from './providers';
import { SecretBox, settingsKeyName } from './secret-box';

const siteKeys = [
  'company_name',
  'company_email',
  'company_tel',
  'company_address',
  'currency_symbol',
  'selected_currency_data',
  'number_with_suffix',
  'default_language',
  'map_tile_url',
  'map_tile_attribution',
  'distance_option',
] as const;
const providerPlainKeys = [
  'mail_from',
  'sms_gateway_url',
  'stripe_publishable_key',
  'razorpay_key_id',
  'paystack_public_key',
  'paypal_client_id',
  'paypal_webhook_id',
  'flutterwave_public_key',
  'bank_transfer_status',
  'bank_details',
] as const;
const isSecret = (key: string): key is SecretSettingKey => (secretSettingKeys as readonly string[]).includes(key);

/** A stored `bank_details` line: its Arabic title among its translations (as web-settings reads it). */
interface StoredBankLine {
  title?: unknown;
  value?: unknown;
  translations?: Translations;
}
const toStoredLine = ({ title, title_ar, value }: BankDetailLine): StoredBankLine => ({
  title,
  value,
  ...(title_ar ? { translations: { ar: { title: title_ar } } } : {}),
});
const toLine = (line: StoredBankLine): BankDetailLine => ({
  title: String(line.title ?? ''),
  title_ar: String(line.translations?.ar?.title ?? ''),
  value: String(line.value ?? ''),
});

const text = (value: unknown, fallback = '') => (typeof value === 'string' ? value : fallback);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The console's Settings (and `pnpm admin settings:*`): the site's settings, and mail, SMS and
 * payment providers with their secrets. Secrets are sealed (SecretBox) in site_secrets and never
 * leave this service but to the providers that use them: replies carry `{ set, last4 }`. Every
 * change is written to the decision log in its transaction, a secret as "changed" or "cleared".
 * The environment wins over stored provider settings (see providers.ts); a stored map wins over
 * MAP_TILE_URL / MAP_TILE_ATTRIBUTION.
 */
export class SiteSettings {
  private sealing: SecretBox | undefined;
  /** What the Content-Security-Policy needs of the stored settings, refreshed at most every 30 s. */
  private policy = { tileUrl: '', stripe: false, readAt: 0 };
  private refreshing: Promise<void> | undefined;
  /**
   * The stored provider values in effect, read again once 30 seconds old or after a save here
   * (another process's save shows within that time): mail, SMS, payments and web-settings read them.
   */
  private inEffect: { readAt: number; values: Promise<StoredValues> } | undefined;

  constructor(private readonly deps: Pick<AppDeps, 'db' | 'config' | 'accounts' | 'log'>) {}

  /** Made at first use: a command that never reads a secret needs no server secrets. */
  private get box(): SecretBox {
    this.sealing ??= new SecretBox(this.deps.accounts.secrets);
    return this.sealing;
  }

  /** The stored values of the provider settings and the opened secrets ('' for those not stored). */
  private async storedValues(
    db: Queryable = this.deps.db,
  ): Promise<{ values: StoredValues; secrets: Map<string, string> }> {
    const [plain, sealed] = await Promise.all([
      readSettings(db, providerPlainKeys),
      kyselyOf(db).selectFrom('site_secrets').select(['name', 'sealed']).execute(),
    ]);
    const secrets = new Map<string, string>();
    for (const row of sealed) {
      const opened = await this.box.open(row.name, row.sealed);
      if (opened === undefined)
        this.deps.log.warn({ secret: row.name }, 'a stored secret no longer opens (TOKEN_SECRET changed?)');
      else secrets.set(row.name, opened);
    }
    return { values: (key) => (isSecret(key) ? (secrets.get(key) ?? '') : text(plain.get(key))), secrets };
  }

  private valuesInEffect(): Promise<StoredValues> {
    if (!this.inEffect || Date.now() - this.inEffect.readAt > 30_000) {
      const values = this.storedValues().then((stored) => stored.values);
      // A failed read is not kept: the next use reads again.
      values.catch(() => {
        if (this.inEffect?.values === values) this.inEffect = undefined;
      });
      this.inEffect = { readAt: Date.now(), values };
    }
    return this.inEffect.values;
  }

  /** A save here applies at once. */
  private saved() {
    this.inEffect = undefined;
    this.policy.readAt = 0;
  }

  /** The payment providers in effect now. */
  async payments() {
    return effectivePayments(this.deps.config.payments, await this.valuesInEffect()).payments;
  }

  /** Mail and SMS in effect now. */
  async transports() {
    return effectiveTransports(this.deps.config, await this.valuesInEffect());
  }

  /** Every setting of the Settings screen; secrets as whether they are set and their last four characters. */
  async read(db: Queryable = this.deps.db): Promise<AdminSettings> {
    const [site, plain, languages, { values, secrets }] = await Promise.all([
      readSettings(db, siteKeys),
      readSettings(db, providerPlainKeys),
      listLanguages(db),
      this.storedValues(db),
    ]);
    const siteValue = <K extends (typeof siteKeys)[number]>(key: K, fallback: unknown) => site.get(key) ?? fallback;
    const lines = plain.get('bank_details');
    return {
      site: {
        company_name: text(siteValue('company_name', defaultSettings.company_name)),
        company_email: text(siteValue('company_email', defaultSettings.company_email)),
        company_tel: text(siteValue('company_tel', defaultSettings.company_tel)),
        company_address: text(siteValue('company_address', defaultSettings.company_address)),
        currency_symbol: text(siteValue('currency_symbol', defaultSettings.currency_symbol)),
        selected_currency_data: siteValue(
          'selected_currency_data',
          defaultSettings.selected_currency_data,
        ) as AdminSettings['site']['selected_currency_data'],
        number_with_suffix: switchOn(site.get('number_with_suffix'), true) ? '1' : '0',
        default_language: text(siteValue('default_language', defaultSettings.default_language)),
        map_tile_url: text(site.get('map_tile_url')),
        map_tile_attribution: text(site.get('map_tile_attribution')),
        distance_option: site.get('distance_option') === 'mi' ? 'mi' : 'km',
      },
      providers: {
        mail_from: text(plain.get('mail_from')),
        sms_gateway_url: text(plain.get('sms_gateway_url')),
        stripe_publishable_key: text(plain.get('stripe_publishable_key')),
        razorpay_key_id: text(plain.get('razorpay_key_id')),
        paystack_public_key: text(plain.get('paystack_public_key')),
        paypal_client_id: text(plain.get('paypal_client_id')),
        paypal_webhook_id: text(plain.get('paypal_webhook_id')),
        flutterwave_public_key: text(plain.get('flutterwave_public_key')),
        bank_transfer_status: switchOn(
          plain.get('bank_transfer_status'),
          this.deps.config.payments.bankTransferByDefault,
        )
          ? '1'
          : '0',
        bank_details: (Array.isArray(lines) ? (lines as StoredBankLine[]) : []).map(toLine),
      },
      secrets: Object.fromEntries(
        secretSettingKeys.map((key) => {
          const secret = secrets.get(key) ?? '';
          return [key, { set: secret !== '', last4: secret.slice(-4) }];
        }),
      ) as AdminSettings['secrets'],
      languages,
      map_defaults: {
        map_tile_url: this.deps.config.mapTileUrl,
        map_tile_attribution: this.deps.config.mapTileAttribution,
      },
      sources: allSources(this.deps.config, values),
    };
  }

  /** Saves any of the site's settings; a default language must be one of the site's. */
  async update(changes: SiteSettingsChanges, actor: OperatorActor): Promise<AdminSettings> {
    await this.deps.accounts.secrets.warmUp([settingsKeyName]);
    const entries = Object.entries(changes).filter(([, value]) => value !== undefined) as [string, unknown][];
    if (changes.default_language !== undefined) {
      const languages = await listLanguages(this.deps.db);
      if (!languages.some((language) => language.code === changes.default_language)) {
        throw invalidInput(
          `default_language must be one of the site's languages: ${languages.map((language) => language.code).join(', ')}`,
        );
      }
    }
    const cleaned = entries.map(([key, value]): [string, unknown] =>
      key === 'map_tile_attribution' ? [key, sanitisedAttribution(String(value))] : [key, value],
    );
    const saved = await this.deps.db.transaction(async (tx) => {
      const stored = await readSettings(tx, siteKeys);
      const changed = cleaned.filter(([key, value]) => !same(stored.get(key), value));
      await writeSettings(tx, changed);
      if (changed.length > 0) {
        await recordOperatorAction(tx, {
          ...actor,
          action: 'settings.update',
          subjectId: 'site',
          before: Object.fromEntries(changed.map(([key]) => [key, stored.get(key) ?? null])),
          after: Object.fromEntries(changed),
        });
      }
      return this.read(tx);
    });
    this.saved();
    return saved;
  }

  /** Saves any of mail, SMS and payment settings; a secret is replaced (a string) or cleared (null). */
  async updateProviders(changes: ProviderSettingsChanges, actor: OperatorActor): Promise<AdminSettings> {
    const entries = Object.entries(changes).filter(([, value]) => value !== undefined);
    const plain = entries
      .filter(([key]) => !isSecret(key))
      .map(([key, value]): [string, unknown] =>
        key === 'bank_details' ? [key, (value as BankDetailLine[]).map(toStoredLine)] : [key, value],
      );
    const secretChanges = entries.filter((entry): entry is [SecretSettingKey, string | null] => isSecret(entry[0]));
    // The key is loaded before the transaction: the embedded database has one connection.
    const { secrets: current } = await this.storedValues();
    const sealed = new Map<string, string>();
    for (const [key, value] of secretChanges) if (value !== null) sealed.set(key, await this.box.seal(key, value));

    const saved = await this.deps.db.transaction(async (tx) => {
      const stored = await readSettings(tx, providerPlainKeys);
      const changed = plain.filter(([key, value]) => !same(stored.get(key), value));
      await writeSettings(tx, changed);
      const secretLog: Record<string, 'changed' | 'cleared'> = {};
      for (const [key, value] of secretChanges) {
        if (value === null) {
          const removed = await kyselyOf(tx)
            .deleteFrom('site_secrets')
            .where('name', '=', key)
            .returning('name')
            .executeTakeFirst();
          if (removed) secretLog[key] = 'cleared';
        } else if (current.get(key) !== value) {
          await kyselyOf(tx)
            .insertInto('site_secrets')
            .values({ name: key, sealed: sealed.get(key)! })
            .onConflict((oc) => oc.column('name').doUpdateSet((eb) => ({ sealed: eb.ref('excluded.sealed') })))
            .execute();
          secretLog[key] = 'changed';
        }
      }
      if (changed.length > 0 || Object.keys(secretLog).length > 0) {
        await recordOperatorAction(tx, {
          ...actor,
          action: 'settings.update',
          subjectId: 'providers',
          before: Object.fromEntries(changed.map(([key]) => [key, stored.get(key) ?? null])),
          after: { ...Object.fromEntries(changed), ...secretLog },
        });
      }
      return this.read(tx);
    });
    this.saved();
    return saved;
  }

  /**
   * The stored map tile URL and whether Stripe runs on stored keys, for the Content-Security-
   * Policy (built for each reply, so it cannot wait): the last values read, read again in the
   * background once 30 seconds old (another process's save shows within that time).
   */
  policySources(): { tileUrl: string; stripe: boolean } {
    if (Date.now() - this.policy.readAt > 30_000 && !this.refreshing) {
      this.refreshing = this.refreshPolicy().finally(() => (this.refreshing = undefined));
    }
    return this.policy;
  }

  async refreshPolicy(): Promise<void> {
    try {
      const [site, payments] = await Promise.all([readSettings(this.deps.db, ['map_tile_url']), this.payments()]);
      this.policy = { tileUrl: text(site.get('map_tile_url')), stripe: Boolean(payments.stripe), readAt: Date.now() };
    } catch (error) {
      this.deps.log.warn({ err: error }, 'the stored settings of the security policy could not be read');
    }
  }
}
