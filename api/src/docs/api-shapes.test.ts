import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { callAliases, calls, propertySchema } from '@domus/shared/contract';
import { repoRootDir } from '../config';
import { apiShapesFile, generateApiShapes, regenerateCommand } from './api-shapes';
import { catalogueSections } from './catalogue-sections';
import { jsonSchemaOf } from './json-schemas';
import { findSharedObjects, ShapeWriter } from './reply-shapes';

const shownFile = path.relative(repoRootDir, apiShapesFile);

/** The first line where two texts differ, to say where the committed file is behind. */
function firstDifference(committed: string, generated: string): string {
  const before = committed.split('\n');
  const after = generated.split('\n');
  const line = after.findIndex((text, index) => text !== before[index]);
  const at = line === -1 ? after.length : line;
  return `line ${at + 1}: committed ${JSON.stringify(before[at] ?? '(end of file)')}, generated ${JSON.stringify(after[at] ?? '(end of file)')}`;
}

describe(shownFile, () => {
  let generated: string;
  beforeAll(async () => {
    generated = await generateApiShapes();
  });

  it('is what the generator makes of the routes and the contract now', () => {
    const committed = fs.existsSync(apiShapesFile) ? fs.readFileSync(apiShapesFile, 'utf8') : '';
    if (committed !== generated) {
      throw new Error(
        `${shownFile} is out of date: run \`${regenerateCommand}\` and commit the result.\n` +
          `First difference at ${firstDifference(committed, generated)}`,
      );
    }
  });

  it('has a heading for every call of the catalogue and names its aliases', () => {
    for (const call of Object.values(calls)) expect(generated).toContain(`\n### ${call.method} /api/${call.path}\n`);
    for (const alias of Object.keys(callAliases)) expect(generated).toContain(`\`/api/${alias}\``);
  });

  it('holds nothing of the machine it was made on', () => {
    expect(generated).not.toContain(repoRootDir);
    expect(generated).not.toContain(os.tmpdir());
    expect(generated).not.toMatch(/localhost:\d+|127\.0\.0\.1/);
  });

  it('comes out the same when made again', async () => {
    expect(await generateApiShapes()).toBe(generated);
  });
});

describe('reply shapes', () => {
  const item = z.object({ id: z.number().int(), tags: z.array(z.string()), note: z.string().nullable() });
  const reply = z.object({
    error: z.literal(false),
    message: z.string(),
    data: z.array(item),
    extra: z.record(z.string(), z.number()).optional(),
  });

  it('writes fields a line each, marking optional and nullable ones, lists and maps', () => {
    const json = jsonSchemaOf(reply, 'output')!;
    expect(new ShapeWriter(findSharedObjects([json])).reply(json)).toEqual([
      [
        'data: [{',
        '  id: integer',
        '  tags: [string]',
        '  note: string | null',
        '}]',
        'extra?: { [key: string]: number }',
      ].join('\n'),
    ]);
  });

  it('names a contract object that two places use and writes it once', () => {
    const twice = z.object({ data: propertySchema, similar: z.array(propertySchema) });
    const json = jsonSchemaOf(twice, 'output')!;
    const shared = findSharedObjects([json]);
    expect(shared.map((object) => [object.name, object.exportName])).toContainEqual(['Property', 'propertySchema']);
    const writer = new ShapeWriter(shared);
    expect(writer.reply(json)).toEqual(['data: Property\nsimilar: [Property]']);
    expect(writer.referencedBy(json)).toEqual(['Property']);
  });

  it('leaves a contract object that one place uses where it is', () => {
    const once = z.object({ data: propertySchema });
    expect(findSharedObjects([jsonSchemaOf(once, 'output')!]).map((object) => object.name)).not.toContain('Property');
  });
});

describe('catalogue sections', () => {
  it('groups the calls under the comment above them, with a call’s doc comment', () => {
    const source = [
      'export const calls = {',
      '  // Account',
      "  webSettings: call('web-settings', 'GET', 'optional'),",
      '',
      '  // Admin (the caller must be an admin)',
      '  /** Every user. */',
      "  adminListUsers: call('admin/users', 'GET', 'always'),",
      '};',
    ].join('\n');
    const sections = catalogueSections(source);
    expect(sections.slice(0, 2)).toEqual([
      { title: 'Account', calls: [{ name: 'webSettings' }] },
      { title: 'Admin', note: 'the caller must be an admin', calls: [{ name: 'adminListUsers', doc: 'Every user.' }] },
    ]);
    // Calls the source does not show under a section still get one.
    expect(sections.at(-1)?.title).toBe('Other calls');
  });
});
