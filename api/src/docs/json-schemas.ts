import { z } from 'zod';
import * as contract from '@domus/shared/contract';

/** The part of a JSON Schema (draft 2020-12, as zod writes it) the reference reads. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  description?: string;
  $ref?: string;
  /** The contract's export name of the zod object this part was made from (see contractName). */
  [contractName]?: string;
}

/** Where jsonSchemaOf notes the contract export a part of a schema comes from. */
export const contractName = 'x-contract-name';

/**
 * The contract's object schemas by instance, named as the contract exports them
 * (`propertySchema`): the objects replies share are recognised by identity, not by shape.
 */
const contractNames = (() => {
  const names = new Map<unknown, string>();
  const exports = Object.entries(contract).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [name, value] of exports) if (value instanceof z.ZodObject && !names.has(value)) names.set(value, name);
  return names;
})();

/** A schema that takes any value: zod's input side of a transform from `unknown`. */
const isOpen = (json: JsonSchema) => Object.keys(json).every((key) => key === 'description' || key === 'default');

/**
 * A route schema as JSON Schema: `input` is what a client sends (before transforms and
 * defaults), `output` what the server replies (after them). Each part made from a contract
 * object carries its export name. A field that takes any value and then pipes it into a schema
 * (a list sent as JSON text or as form fields) is shown by what it is read as: that schema's
 * input side. Undefined for anything that is not a zod schema.
 */
export function jsonSchemaOf(schema: unknown, io: 'input' | 'output'): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  return z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      const json = jsonSchema as JsonSchema;
      const name = contractNames.get(zodSchema);
      if (name) json[contractName] = name;
      if (io === 'input' && zodSchema instanceof z.ZodPipe && isOpen(json)) {
        const { $schema: _, ...readAs } = jsonSchemaOf(zodSchema.def.out, 'input') as JsonSchema & { $schema?: string };
        if (!isOpen(readAs)) Object.assign(json, readAs);
      }
    },
  }) as JsonSchema;
}
