import fc from 'fast-check';
import type { JsonSchema } from './api-routes';
import { nastyValue, unknownFieldName } from './nasty';

/** Values of rows the seed wrote, so generated requests reach real listings, users and files. */
export interface SeededValues {
  ids: number[];
  slugs: string[];
  places: string[];
  emails: string[];
  words: string[];
}

export type Fields = Record<string, unknown>;

const idName = /(^|_)ids?$|^userid$|^current_user$|_id\]$/;
const coordinateName = /(^|_)(lat|lng|latitude|longitude)$/;
const amountName = /(amount|price|payment|rate|years|zoom|radius_km|page|distance)$/;

/** Fields whose schema takes any text and checks the word later (a transform the JSON Schema cannot show). */
const wordsByName: [RegExp, string[]][] = [
  [/property_type$|^status$/, ['sell', 'rent', 'sold', 'rented', '0', '1', '2', '3']],
  [/^type$/, ['0', '1', '']],
  [/^(to_admin|is_\w+|remove_three_d_image|notification|remove_profile)$/, ['0', '1', 'true', 'false']],
  [/^provider$/, ['sandbox', 'stripe', 'paypal', 'razorpay', 'paystack', 'flutterwave']],
  [/^decision$/, ['pay', 'fail', 'cancel']],
  [/^feature_for$/, ['property', 'project']],
  [/^platform_type$/, ['web', 'app']],
];

/** Text that people type: words of the seed, any script, emoji, right-to-left, empty, as long as allowed. */
function typedText(seeded: SeededValues, maxLength = 200): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...seeded.words) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: Math.min(maxLength, 40) }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '🏡 Villa ✨',
        'شقة فاخرة في دبي',
        'דירה בתל אביב',
        'Zürich Straße',
        '東京のアパート',
        '',
      ),
    },
    { weight: 1, arbitrary: fc.constant('é'.repeat(maxLength)) },
  );
}

/** A whole number within the field's range ("whole number from 1 to 100"), its ends included. */
function wholeNumberText(min: number, max: number): fc.Arbitrary<string> {
  return fc.oneof(
    fc.integer({ min: Math.max(min, -1e6), max: Math.min(max, 1e6) }).map(String),
    fc.constantFrom(String(min), String(max)),
  );
}

/** What a query field's description says it takes; undefined when it says nothing usable. */
function describedText(description: string | undefined): fc.Arbitrary<string> | undefined {
  if (!description) return undefined;
  const whole = /whole number from (-?\d+) to (-?\d+)/.exec(description);
  if (whole) return wholeNumberText(Number(whole[1]), Number(whole[2]));
  const decimal = /number from (-?[\d.]+) to (-?[\d.]+)/.exec(description);
  if (decimal) {
    const [min, max] = [Number(decimal[1]), Number(decimal[2])];
    return fc.double({ min, max, noNaN: true }).map((value) => String(Math.round(value * 1e6) / 1e6));
  }
  if (/: 1 or 0$/.test(description)) return fc.constantFrom('1', '0', 'true', 'false', 'TRUE');
  const choice = /: one of (.+)$/.exec(description);
  if (choice) return fc.constantFrom(...choice[1]!.split(', '));
  return undefined;
}

/** The longest text a query field's description allows ("text up to 100 characters"). */
const describedMaxLength = (description: string | undefined) => {
  const limit = /text up to (\d+) characters/.exec(description ?? '');
  return limit ? Number(limit[1]) : undefined;
};

/** Text for a field, by what its schema describes or, failing that, by its name. */
function textFor(name: string, schema: JsonSchema, seeded: SeededValues): fc.Arbitrary<string> {
  const described = describedText(schema.description);
  if (described) {
    return idName.test(name) ? fc.oneof(described, fc.constantFrom(...seeded.ids).map(String)) : described;
  }
  const maxLength = schema.maxLength ?? describedMaxLength(schema.description) ?? 200;
  const words = wordsByName.find(([pattern]) => pattern.test(name));
  if (words) return fc.constantFrom(...words[1]);
  if (idName.test(name)) {
    return fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...seeded.ids).map(String) },
      { weight: 1, arbitrary: fc.oneof(fc.nat(), fc.integer()).map(String) },
      { weight: 1, arbitrary: fc.subarray(seeded.ids, { minLength: 1, maxLength: 3 }).map((ids) => ids.join(',')) },
    );
  }
  if (/slug/.test(name)) return fc.oneof(fc.constantFrom(...seeded.slugs), typedText(seeded, maxLength));
  if (/^(city|state|country|search|location|address)$/.test(name)) {
    return fc.oneof(fc.constantFrom(...seeded.places), typedText(seeded, maxLength));
  }
  if (/email/.test(name)) return fc.oneof(fc.constantFrom(...seeded.emails), fc.emailAddress());
  if (/password/.test(name)) return fc.constantFrom('demo123', 'admin123', 'secret123', 'short', '');
  if (/mobile|number|phone/.test(name)) return fc.constantFrom('+1 555 0100', '+971501234567', '0', '+', '');
  if (/otp|code/.test(name)) return fc.stringMatching(/^\d{6}$/);
  if (coordinateName.test(name)) return fc.double({ min: -90, max: 90, noNaN: true }).map(String);
  if (amountName.test(name))
    return fc.oneof(fc.nat(100).map(String), fc.nat(10_000_000).map(String), fc.constant('6.5'));
  if (/link|url/.test(name)) return fc.oneof(fc.webUrl(), typedText(seeded, maxLength));
  return typedText(seeded, maxLength);
}

function numberFor(name: string, schema: JsonSchema, seeded: SeededValues): fc.Arbitrary<number> {
  if (idName.test(name)) return fc.oneof(fc.constantFrom(...seeded.ids), fc.integer({ min: -5, max: 2 ** 31 }));
  const min = schema.minimum ?? -1e9;
  const max = schema.maximum ?? 1e9;
  return schema.type === 'integer'
    ? fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** Values of the right shape for the schema, filled from the seed where the field's name says which rows. */
export function lookingValid(schema: JsonSchema, name: string, seeded: SeededValues, depth = 0): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => lookingValid(choice, name, seeded, depth)));
  const type = [schema.type ?? 'any'].flat().find((kind) => kind !== 'null') ?? 'null';
  switch (type) {
    case 'string':
      return textFor(name, schema, seeded);
    case 'integer':
    case 'number':
      return numberFor(name, schema, seeded);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(lookingValid(schema.items ?? {}, name, seeded, depth + 1), {
        maxLength: Math.min(schema.maxItems ?? 4, depth ? 2 : 4),
      });
    case 'object':
      return schema.properties
        ? fieldsOf(schema, seeded, depth)
        : fc.dictionary(fc.string(), nastyValue, { maxKeys: 3 });
    default:
      return fc.oneof(textFor(name, {}, seeded), fc.jsonValue({ maxDepth: 2 }));
  }
}

/** An object with every required field and some of the others. */
export function fieldsOf(schema: JsonSchema, seeded: SeededValues, depth = 0): fc.Arbitrary<Fields> {
  const properties = Object.entries(schema.properties ?? {});
  const model = Object.fromEntries(
    properties.map(([name, field]) => [name, lookingValid(field, name, seeded, depth + 1)]),
  );
  return fc.record(model, { requiredKeys: (schema.required ?? []).filter((name) => name in model) });
}

/** One way to spoil an input. */
type Spoiler =
  | { kind: 'replace'; field: string; value: unknown }
  | { kind: 'drop'; field: string }
  | { kind: 'add'; field: string; value: unknown };

/** Defines the field as the object's own, `__proto__` included (assigning it would set the prototype). */
const setField = (fields: Fields, name: string, value: unknown) =>
  Object.defineProperty(fields, name, { value, enumerable: true, configurable: true, writable: true });

function spoil(fields: Fields, spoilers: Spoiler[]): Fields {
  const spoiled = { ...fields };
  for (const spoiler of spoilers) {
    if (spoiler.kind === 'drop') delete spoiled[spoiler.field];
    else setField(spoiled, spoiler.field, spoiler.value);
  }
  return spoiled;
}

/**
 * Inputs for one schema: mostly valid-looking, often spoiled by wrong types, missing required
 * fields, unknown fields (the prototype's too) or nasty text in a known one.
 */
export function inputsFor(schema: JsonSchema | undefined, seeded: SeededValues): fc.Arbitrary<Fields> {
  const known = Object.keys(schema?.properties ?? {});
  const valid = schema ? fieldsOf(schema, seeded) : fc.constant<Fields>({});
  const field = known.length ? fc.oneof(fc.constantFrom(...known), unknownFieldName) : unknownFieldName;
  const spoiler: fc.Arbitrary<Spoiler> = fc.oneof(
    { weight: 3, arbitrary: fc.record({ kind: fc.constant('replace' as const), field, value: nastyValue }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('drop' as const), field }) },
    {
      weight: 1,
      arbitrary: fc.record({ kind: fc.constant('add' as const), field: unknownFieldName, value: nastyValue }),
    },
  );
  return fc.oneof(
    { weight: 3, arbitrary: valid },
    {
      weight: 2,
      arbitrary: fc
        .tuple(valid, fc.array(spoiler, { minLength: 1, maxLength: 3 }))
        .map(([fields, spoilers]) => spoil(fields, spoilers)),
    },
  );
}

/** A value that is not text made text, as a query string or a form field carries it. */
export const asText = (value: unknown): string =>
  typeof value === 'string' ? value : value === undefined ? '' : (JSON.stringify(value) ?? String(value));
