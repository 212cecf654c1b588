import { translatedName } from '@domus/shared/format';
import type { Property, PropertyParameter } from '../../../../types/listings';

/**
 * Every parameter the compared properties have, in the order they first appear: its stored name
 * (which matches the parameter across properties) and the name the reader sees.
 */
export function parameterNames(
  properties: readonly (Property | null | undefined)[],
): { name: string; label: string }[] {
  const labels = new Map<string, string>();
  for (const property of properties) {
    for (const parameter of property?.parameters ?? []) {
      if (parameter.name.trim() && !labels.has(parameter.name)) labels.set(parameter.name, translatedName(parameter));
    }
  }
  return [...labels].map(([name, label]) => ({ name, label }));
}

export function parameterNamed(property: Property, name: string): PropertyParameter | undefined {
  return property.parameters?.find((parameter) => parameter.name === name);
}
