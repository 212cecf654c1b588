import type { Property } from '../types/listings';
import { PropertyCard } from './property-card';
import styles from './property-grid.module.css';

export function PropertyGrid({ properties, label }: { properties: readonly Property[]; label?: string }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {properties.map((property) => (
        <li key={property.id}>
          <PropertyCard property={property} />
        </li>
      ))}
    </ul>
  );
}
