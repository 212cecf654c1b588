import fs from 'node:fs';
import { createTestDb, type TestDb } from '../../test/test-db';
import { migrate } from './migrate';
import { generateSchemaTypes, regenerateCommand, schemaTypesFile } from './schema-types';

let t: TestDb;
let generated: string;
beforeAll(async () => {
  t = await createTestDb();
  await migrate(t.db);
  generated = await generateSchemaTypes(t.db);
});
afterAll(() => t.dispose());

describe('src/db/schema.ts', () => {
  it('is what the generator makes of the migrations now', () => {
    const committed = fs.readFileSync(schemaTypesFile, 'utf8');
    if (committed !== generated) {
      const before = committed.split('\n');
      const after = generated.split('\n');
      const at = after.findIndex((line, index) => line !== before[index]);
      throw new Error(
        `src/db/schema.ts is behind the migrations: run \`${regenerateCommand}\` and commit the result.\n` +
          `First difference at line ${at + 1}: committed ${JSON.stringify(before[at] ?? '(end of file)')}, ` +
          `generated ${JSON.stringify(after[at] ?? '(end of file)')}`,
      );
    }
  });

  it('marks defaults, identities and generated columns, and nullable ones', () => {
    expect(generated).toMatch(/export interface Properties \{[^}]*\n {2}id: Generated<number>;/);
    expect(generated).toMatch(/export interface Properties \{[^}]*\n {2}geo: GeneratedAlways<unknown>;/);
    expect(generated).toMatch(/export interface AdBanners \{[^}]*\n {2}ends_at: Timestamp \| null;/);
    expect(generated).toMatch(/ {2}properties: Properties;/);
  });
});
