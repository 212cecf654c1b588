import { useEffect, useRef, useState, type InputHTMLAttributes } from 'react';

const COMMIT_DELAY_MS = 500;

export interface DraftInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> {
  value: string;
  /** Called once typing pauses, on Enter and on leaving the field; not on every key. */
  onCommit: (value: string) => void;
}

/** A text field that edits a draft and hands it over when the user pauses, so the URL is not rewritten per key. */
export function DraftInput({ value, onCommit, onBlur, onKeyDown, ...props }: DraftInputProps) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    // The URL changed under us (back button, "Clear filters"): show the new value.
    setShown(value);
    setDraft(value);
  }

  const commitRef = useRef(onCommit);
  useEffect(() => {
    commitRef.current = onCommit;
  }, [onCommit]);

  useEffect(() => {
    if (draft === value) return undefined;
    const timer = setTimeout(() => commitRef.current(draft), COMMIT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, value]);

  const commitNow = () => {
    if (draft !== value) onCommit(draft);
  };

  return (
    <input
      {...props}
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={(event) => {
        commitNow();
        onBlur?.(event);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commitNow();
        }
        onKeyDown?.(event);
      }}
    />
  );
}
