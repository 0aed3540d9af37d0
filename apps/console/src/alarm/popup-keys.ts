import type { KeyboardEvent } from 'react';

/** What the popup does with a key pressed while focus is inside it. */
export type PopupKeyAction = 'previous' | 'next' | 'minimise' | null;

/** Left/Up page back, Right/Down forward, Escape minimises; any other key (or a modifier chord) does nothing. */
export function popupKeyAction(event: Pick<KeyboardEvent, 'key' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey'>): PopupKeyAction {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return null;
  switch (event.key) {
    case 'ArrowLeft':
    case 'ArrowUp':
      return 'previous';
    case 'ArrowRight':
    case 'ArrowDown':
      return 'next';
    case 'Escape':
      return 'minimise';
    default:
      return null;
  }
}
