import type { Faq } from '../../../types/listings';
import { plainText } from '../../../utils/plain-text';
import styles from './home.module.css';

export function FaqList({ faqs }: { faqs: readonly Faq[] }) {
  return (
    <div className={styles.faqs}>
      {faqs.map((faq) => (
        <details key={faq.id} className={styles.faq}>
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
