import { Fragment } from 'react';

/**
 * An address cut where a long one may wrap: before the "@" and before each dot, as typesetters
 * break them, never inside a name. "ana.lopez@mail.example" -> ["ana", ".lopez", "@mail", ".example"].
 */
export function emailParts(email: string): string[] {
  return email.split(/(?=[@.])/);
}

/**
 * A mailto link whose address wraps only at its natural breaks (emailParts), left to right in any
 * language. Named by the whole address: the break elements must not split what is read out.
 */
export function EmailLink({ email, className }: { email: string; className?: string }) {
  return (
    <a href={`mailto:${email}`} dir="ltr" className={className} aria-label={email}>
      {emailParts(email).map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </a>
  );
}
