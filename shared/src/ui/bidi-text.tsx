import { Fragment } from 'react';

const isolated = /\u2068([^\u2069]*)\u2069/g;

/**
 * A translated sentence with content isolated in it (format's isolate(): U+2068…U+2069), drawn
 * with <bdi> elements instead of the invisible marks: the same order on screen, and names
 * ("View Sunny villa", a field's label) that assistive technology and tests read as written.
 */
export function BidiText({ children: text }: { children: string }) {
  const parts = text.split(isolated);
  if (parts.length === 1) return <>{text}</>;
  // split() with a group gives text, content, text, content, …, text.
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? <bdi key={index}>{part}</bdi> : <Fragment key={index}>{part}</Fragment>,
      )}
    </>
  );
}
