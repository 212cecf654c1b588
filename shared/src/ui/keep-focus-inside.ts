import type { KeyboardEvent } from 'react';

const focusable = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/**
 * A modal's keydown handler: Tab past its last control comes back to its first, Shift+Tab the
 * other way, so keyboard focus never leaves for the page behind it.
 */
export function keepFocusInside(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Tab') return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(focusable)].filter(
    (control) => !control.closest('[hidden], [inert]'),
  );
  const [first, last] = [controls[0], controls.at(-1)];
  if (!first || !last) return;
  const inside = event.currentTarget.contains(document.activeElement);
  if (
    event.shiftKey &&
    (document.activeElement === first || !inside || document.activeElement === event.currentTarget)
  ) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
    event.preventDefault();
    first.focus();
  }
}
