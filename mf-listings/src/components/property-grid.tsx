import type { Property } from '../types/listings';
import styles from './list-grid.module.css';
import { PropertyCard } from './property-card';

export function PropertyGrid({ properties, label }: { properties: readonly Property[]; label?: string }) {
  return (
    <ul className={styles.listGrid} aria-label={label}>
      {properties.map((property) => (
        <li key={property.id}>
          <PropertyCard property={property} />
        </li>
      ))}
    </ul>
  );
}
