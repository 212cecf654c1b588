import type { Faq } from '../types/listings';
import { plainText } from '../lib/plain-text';
import styles from './faq-list.module.css';

/** Questions that open to their answers (the FAQ page, and the home page's section). */
export function FaqList({ faqs }: { faqs: readonly Faq[] }) {
  return (
    <div className={styles.faqs}>
      {faqs.map((faq) => (
        <details key={faq.id} className={styles.faq} data-testid="faq">
          <summary className={styles.question}>
            <bdi>{faq.question}</bdi>
          </summary>
          <p className={styles.answer} dir="auto">
            {plainText(faq.answer)}
          </p>
        </details>
      ))}
    </div>
  );
}
