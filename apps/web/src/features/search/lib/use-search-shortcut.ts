import { type RefObject, useEffect, useEffectEvent } from 'react';

/** What the box's hint and `aria-keyshortcuts` announce. */
export const SEARCH_SHORTCUTS = '/ Control+K Meta+K';

/**
 * `/` (while not typing somewhere) and Ctrl+K / Cmd+K (from anywhere) call `focusSearch`. Nothing
 * happens while a modal dialog hides the page (the box is then under aria-hidden): the dialog
 * keeps the keyboard.
 */
export function useSearchShortcut(box: RefObject<HTMLElement | null>, focusSearch: () => void) {
  const onShortcut = useEffectEvent(focusSearch);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing || event.altKey) return;
      const commandK = (event.ctrlKey || event.metaKey) && !event.shiftKey && event.key.toLowerCase() === 'k';
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !isTypingIn(event.target);
      if (!commandK && !slash) return;
      if (!box.current || box.current.closest('[aria-hidden="true"], [inert]')) return;
      event.preventDefault();
      onShortcut();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [box]);
}

function isTypingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.matches('input, textarea, select, [contenteditable]');
}
