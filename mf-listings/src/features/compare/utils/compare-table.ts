import type { Property, PropertyParameter } from '../../../types/listings';

/** Every parameter name the compared properties have, in the order they first appear. */
export function parameterNames(properties: readonly (Property | null | undefined)[]): string[] {
  const names = new Set<string>();
  for (const property of properties) {
    for (const parameter of property?.parameters ?? []) {
      if (parameter.name.trim()) names.add(parameter.name);
    }
  }
  return [...names];
}

export function parameterNamed(property: Property, name: string): PropertyParameter | undefined {
  return property.parameters?.find((parameter) => parameter.name === name);
}
