import styles from './form.module.css';

/** The steps of a long form; every step can be revisited, the current one is marked. */
export function StepList({
  steps,
  current,
  onSelect,
  label,
}: {
  steps: readonly string[];
  current: number;
  onSelect: (index: number) => void;
  label: string;
}) {
  return (
    <ol className={styles.steps} aria-label={label}>
      {steps.map((step, index) => (
        <li key={step}>
          <button
            type="button"
            className={styles.step}
            aria-current={index === current ? 'step' : undefined}
            onClick={() => onSelect(index)}
          >
            {`${index + 1}. ${step}`}
          </button>
        </li>
      ))}
    </ol>
  );
}
