import type { Faq } from '../types/listings';
import { plainText } from '../lib/plain-text';
import styles from './faq-list.module.css';

/** Questions that open to their answers in the reader's language (the FAQ page, and the home page's section). */
export function FaqList({ faqs }: { faqs: readonly Faq[] }) {
  return (
    <div className={styles.faqs}>
      {faqs.map((faq) => (
        <details key={faq.id} className={styles.faq} data-testid="faq">
          <summary className={styles.question}>
            <bdi>{faq.translated_question || faq.question}</bdi>
          </summary>
          <p className={styles.answer} dir="auto">
            {plainText(faq.translated_answer || faq.answer)}
          </p>
        </details>
      ))}
    </div>
  );
}
