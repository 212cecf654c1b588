import path from 'node:path';
import prettier from 'prettier';
import { callAliases, calls, type CallName, type CallSpec } from '@domus/shared/contract';
import { repoRootDir } from '../config';
import { callsWithFiltersParam } from '../plugins/app/filters-param';
import { apiShapesPreamble } from './api-shapes-preamble';
import { listApiRoutes, type ApiRoute } from './api-routes';
import { catalogueSections, type CatalogueSection } from './catalogue-sections';
import { jsonSchemaOf, type JsonSchema } from './json-schemas';
import { findSharedObjects, ShapeWriter, type SharedObject } from './reply-shapes';
import { requestFields } from './request-fields';

/** The generated reference and the command that rewrites it. */
export const apiShapesFile = path.join(repoRootDir, 'docs/api-shapes.md');
export const regenerateCommand = 'pnpm docs:api-shapes';

/** docs/api-shapes.md as the API's routes and the contract make it now, formatted as prettier leaves it. */
export async function generateApiShapes(): Promise<string> {
  const markdown = renderApiShapes(await listApiRoutes(), catalogueSections());
  const options = await prettier.resolveConfig(apiShapesFile);
  return prettier.format(markdown, { ...options, filepath: apiShapesFile });
}

/** A heading of the reference: a catalogue call with its route, or a route outside the catalogue. */
interface Entry {
  route?: ApiRoute;
  call?: { name: CallName; spec: CallSpec; doc?: string };
  reply?: JsonSchema;
}

const routeKey = (method: string, url: string) => `${method} ${url}`;

/** GitHub's anchor of a heading. */
const anchor = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\w\- ]/g, '')
    .replace(/ /g, '-');

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/**
 * The reference as markdown: the general part, then every catalogue call under its section (its
 * route's schemas, or a note that it has none), the routes the catalogue does not list, and the
 * shared objects.
 */
export function renderApiShapes(routes: readonly ApiRoute[], sections: readonly CatalogueSection[]): string {
  const byKey = new Map(routes.map((route) => [routeKey(route.method, route.url), route]));
  const replyOf = (route: ApiRoute | undefined) => jsonSchemaOf(route?.schema.response?.['200'], 'output');
  const grouped = sections.map((section) => ({
    title: section.title,
    note: section.note,
    entries: section.calls.map(({ name, doc }): Entry => {
      const spec = calls[name];
      const route = byKey.get(routeKey(spec.method, `/api/${spec.path}`));
      byKey.delete(routeKey(spec.method, `/api/${spec.path}`));
      return { route, call: { name, spec, doc }, reply: replyOf(route) };
    }),
  }));
  const outside = [...byKey.values()]
    .sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : a.method < b.method ? -1 : 1))
    .map((route): Entry => ({ route, reply: replyOf(route) }));
  if (outside.length) {
    grouped.push({
      title: 'Routes outside the catalogue',
      note: 'routes the API serves under /api/ that the call catalogue does not list',
      entries: outside,
    });
  }

  const shared = findSharedObjects(grouped.flatMap((section) => section.entries.flatMap((entry) => entry.reply ?? [])));
  const writer = new ShapeWriter(shared);
  const parts = [
    apiShapesPreamble(),
    '## Contents',
    [...grouped.map((section) => section.title), 'Shared objects']
      .map((title) => `- [${title}](#${anchor(title)})`)
      .join('\n'),
  ];
  for (const section of grouped) {
    parts.push(`## ${section.title}`);
    if (section.note) parts.push(`${capitalised(section.note)}.`);
    for (const entry of section.entries) parts.push(...renderEntry(entry, writer));
  }
  parts.push(
    '## Shared objects',
    'Objects several replies carry, by the name the shapes above use (and their name in `@domus/shared/contract`).',
  );
  for (const object of shared) parts.push(...renderSharedObject(object, writer));
  return `${parts.join('\n\n')}\n`;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const sentence = (text: string) => capitalised(/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

const authWords: Record<CallSpec['auth'], string> = {
  always: 'a signed-in user only (401 without a token)',
  optional: 'the token is sent when signed in',
  never: 'no token',
};

const roleWords: Record<'admin' | 'operator', string> = {
  admin: ' The user must be an admin (403 otherwise).',
  operator: ' The user must be an operator, an admin or a moderator (403 otherwise).',
};
const sensitiveWords =
  ' Sensitive: 403 `reauthenticationRequired` unless the session proved its holder (sign-in or `confirm-identity`) within the last 10 minutes.';

function accessLine(entry: Entry): string {
  const guard = entry.route?.guard;
  const role = guard === 'admin' || guard === 'operator' ? roleWords[guard] : '';
  const admin = `${role}${entry.route?.sensitive ? sensitiveWords : ''}`;
  if (entry.call) {
    const aliases = Object.keys(callAliases)
      .filter((alias) => callAliases[alias] === entry.call!.name)
      .map((alias) => `\`/api/${alias}\``);
    const alias = aliases.length ? ` Also answered at ${aliases.join(', ')}, exactly as this call.` : '';
    return `Call \`${entry.call.name}\`, auth \`${entry.call.spec.auth}\`: ${authWords[entry.call.spec.auth]}.${admin}${alias}`;
  }
  const who =
    guard === 'admin'
      ? 'a signed-in admin only (401, or 403 for other users)'
      : guard === 'operator'
        ? 'a signed-in operator only, an admin or a moderator (401, or 403 for other users)'
        : guard === 'signed-in'
          ? 'a signed-in user only (401 without a token)'
          : 'no sign-in needed';
  return `Not in the call catalogue; ${who}.`;
}

/** A request schema's fields as a table, or nothing when it names none. */
function fieldTable(title: string, schema: unknown): string[] {
  const input = jsonSchemaOf(schema, 'input');
  if (!input?.properties) return [];
  const rows = requestFields(input).map(
    (field) => `| \`${field.name}\` | ${field.required ? 'yes' : 'no'} | ${cell(field.accepts)} |`,
  );
  return [title, ['| Field | Required | Accepts |', '| --- | --- | --- |', ...rows].join('\n')];
}

function renderEntry(entry: Entry, writer: ShapeWriter): string[] {
  const route = entry.route;
  const method = route?.method ?? entry.call!.spec.method;
  const url = route?.url ?? `/api/${entry.call!.spec.path}`;
  const parts = [`### ${method} ${url}`];
  if (route?.schema.summary) parts.push(sentence(route.schema.summary));
  if (route?.schema.description) parts.push(sentence(route.schema.description));
  if (entry.call?.doc) parts.push(sentence(entry.call.doc));
  parts.push(accessLine(entry));
  if (!route) return [...parts, '_No route is registered for this call._'];

  parts.push(...fieldTable('**Path**', route.schema.params));
  parts.push(...fieldTable('**Query**', route.schema.querystring));
  if (entry.call && callsWithFiltersParam.includes(entry.call.spec)) {
    parts.push('The query fields may also come together as one `filters` parameter (see Requests).');
  }
  parts.push(...fieldTable('**Body**', route.schema.body));

  if (entry.reply) {
    const shapes = writer.reply(entry.reply).map((shape) => ['```text', shape, '```'].join('\n'));
    parts.push(shapes.length > 1 ? '**Reply**, one of:' : '**Reply**', ...shapes);
    const referenced = writer.referencedBy(entry.reply);
    if (referenced.length) parts.push(`See ${links(referenced)}.`);
  } else {
    parts.push('**Reply**', 'The route declares no reply schema (see the summary).');
  }
  return parts;
}

function renderSharedObject(object: SharedObject, writer: ShapeWriter): string[] {
  const parts = [
    `### ${object.name}`,
    `\`${object.exportName}\``,
    ['```text', writer.object(object), '```'].join('\n'),
  ];
  const referenced = writer.referencedBy(object.schema);
  if (referenced.length) parts.push(`See ${links(referenced)}.`);
  return parts;
}

const links = (names: readonly string[]) => names.map((name) => `[${name}](#${anchor(name)})`).join(', ');
