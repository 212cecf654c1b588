/** What a key press asks of the queue. */
export type QueueKeyAction = 'next' | 'previous' | 'approve' | 'reject' | 'open';

const actions: Readonly<Record<string, QueueKeyAction>> = {
  j: 'next',
  ArrowDown: 'next',
  k: 'previous',
  ArrowUp: 'previous',
  a: 'approve',
  r: 'reject',
  o: 'open',
};

/** A field one types in: its keys are the operator's text, never the queue's commands. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit'].includes(target.type);
}

/**
 * The queue's command of a key press, or undefined: none while typing in a field, while a dialog
 * is open, or with a modifier held (the browser's and the screen reader's shortcuts stay theirs).
 */
export function queueKeyAction(event: KeyboardEvent): QueueKeyAction | undefined {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return undefined;
  if (isTyping(event.target)) return undefined;
  if (document.querySelector('[aria-modal="true"]')) return undefined;
  return actions[event.key];
}
