import type { AppDeps } from '../app-deps';
import { startTestApp, type TestApp } from '../../test/test-app';
import { runAdminCommand } from './cli';

let t: TestApp;
let deps: AppDeps;
beforeAll(async () => {
  t = await startTestApp();
  deps = t.app.deps;
});
afterAll(() => t.close());

const run = async (...args: string[]) => {
  const printed: string[] = [];
  await runAdminCommand(args, deps, (text) => printed.push(text));
  return printed.join('\n');
};
const inFrench = async (url: string) => (await t.app.inject({ url, headers: { 'content-language': 'fr' } })).json();

describe('pnpm admin translations:*', () => {
  it('sets and removes a name and a choice in a new language, which replies then carry', async () => {
    const [furnishing] = await t.db.query<{ id: number }>(`select id from parameters where name = 'Furnishing'`);
    const id = String(furnishing!.id);
    await run('translations:set', 'parameters', id, '--language', 'fr', '--text', 'Ameublement');
    await run('translations:set', 'parameters', id, '--language', 'fr', '--text', 'Meublé', '--choice', 'Furnished');
    expect(await run('translations:list', 'parameters', '--language', 'fr')).toContain(
      `#${id} Furnishing → {"name":"Ameublement","type_values":{"Furnished":"Meublé"}}`,
    );
    const categories = await inFrench('/api/get_categories?limit=100');
    const parameter = categories.data
      .flatMap((category: { parameter_types: object[] }) => category.parameter_types)
      .find((found: { id: number }) => found.id === furnishing!.id);
    expect(parameter).toMatchObject({
      translated_name: 'Ameublement',
      translated_type_values: ['Meublé', 'Semi-furnished', 'Unfurnished'],
    });
    // Arabic is left as it was.
    const [stored] = await t.db.query<{ translations: { ar: { name: string } } }>(
      'select translations from parameters where id = $1',
      [furnishing!.id],
    );
    expect(stored!.translations.ar.name).toBe('التأثيث');

    await run('translations:remove', 'parameters', id, '--language', 'fr');
    await run('translations:remove', 'parameters', id, '--language', 'fr', '--choice', 'Furnished');
    expect(await run('translations:list', 'parameters', '--language', 'fr')).toContain(
      `#${id} Furnishing → {"type_values":{}}`,
    );
  });

  it('refuses what it cannot store, changing nothing', async () => {
    const before = await t.db.query('select id, translations from categories order by id');
    const refusals: [string[], RegExp][] = [
      [['translations:set', 'rooms', '1', '--language', 'fr', '--text', 'x'], /kind must be one of/],
      [['translations:set', 'categories', '1', '--language', 'f r', '--text', 'x'], /language code/],
      [['translations:set', 'categories', '1', '--language', 'fr', '--text', ' '], /1 to 200 characters/],
      [['translations:set', 'categories', '1', '--language', 'fr', '--text', 'x'.repeat(201)], /1 to 200/],
      [['translations:set', 'categories', '999999', '--language', 'fr', '--text', 'x'], /no categories row/],
      [['translations:set', 'categories', 'one', '--language', 'fr', '--text', 'x'], /whole number/],
      [
        ['translations:set', 'categories', '1', '--language', 'fr', '--text', 'x', '--choice', 'Yes'],
        /categories have no choices/,
      ],
    ];
    for (const [args, message] of refusals) await expect(run(...args)).rejects.toThrow(message);
    const [pool] = await t.db.query<{ id: number }>(`select id from parameters where name = 'Swimming pool'`);
    await expect(
      run('translations:set', 'parameters', String(pool!.id), '--language', 'fr', '--text', 'x', '--choice', 'Maybe'),
    ).rejects.toThrow(/not one of its choices: Yes, No/);
    expect(await t.db.query('select id, translations from categories order by id')).toEqual(before);
  });
});
