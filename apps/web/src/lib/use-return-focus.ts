import { useState } from 'react';

/**
 * For a dialog opened without a Radix trigger (a board card's button sets the page's state): the
 * element that had the focus when the dialog mounted, focused again when it closes — Radix would
 * otherwise leave the focus on the page's body. Pass the result as `onCloseAutoFocus`.
 */
export function useReturnFocus() {
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  return (event: Event) => {
    if (!opener?.isConnected) return;
    event.preventDefault();
    opener.focus();
  };
}
