import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { ServerSecrets } from '../../auth/secrets';

/** The server key (ServerSecrets) the console's stored secrets are sealed with. */
export const settingsKeyName = 'site-settings-secrets';

/**
 * AES-256-GCM for the secrets an admin stores in Settings, under a key derived from
 * TOKEN_SECRET (HKDF, as every server key): a dump of the database alone does not reveal them.
 * Without TOKEN_SECRET (development) the key itself is kept in the database, as the others are.
 * The secret's name is the additional data, so a sealed value moved to another name does not open.
 */
export class SecretBox {
  constructor(private readonly secrets: ServerSecrets) {}

  async seal(name: string, plain: string): Promise<string> {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', await this.secrets.key(settingsKeyName), iv);
    cipher.setAAD(Buffer.from(name));
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
  }

  /** The plain secret, or undefined when it cannot be opened (another key: TOKEN_SECRET changed). */
  async open(name: string, sealed: string): Promise<string | undefined> {
    const bytes = Buffer.from(sealed, 'base64url');
    try {
      const decipher = createDecipheriv('aes-256-gcm', await this.secrets.key(settingsKeyName), bytes.subarray(0, 12));
      decipher.setAAD(Buffer.from(name));
      decipher.setAuthTag(bytes.subarray(12, 28));
      return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
    } catch {
      return undefined;
    }
  }
}
