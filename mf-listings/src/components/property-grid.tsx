import type { Property } from '../types/listings';
import styles from './list-grid.module.css';
import { PropertyCard } from './property-card';

/** Property cards in a grid; the first `priorityCount` (the top of a page) load their photos at once. */
export function PropertyGrid({
  properties,
  label,
  priorityCount = 0,
}: {
  properties: readonly Property[];
  label?: string;
  priorityCount?: number;
}) {
  return (
    <ul className={styles.listGrid} aria-label={label}>
      {properties.map((property, index) => (
        <li key={property.id}>
          <PropertyCard property={property} priority={index < priorityCount} />
        </li>
      ))}
    </ul>
  );
}
