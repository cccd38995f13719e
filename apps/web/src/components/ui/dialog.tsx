import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { type ComponentProps, type ReactNode, useRef } from 'react';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  title: string;
  description?: ReactNode;
  /** buttons along the bottom edge */
  footer?: ReactNode;
};

/**
 * Where the focus goes back to when a dialog closes: what had it when the dialog opened, or, when
 * that was an item of a menu (gone once the menu closes), the button that opened the menu.
 */
function focusReturnTarget(element: Element | null): HTMLElement | null {
  const menu = element?.closest('[role="menu"]');
  const menuButtonId = menu?.getAttribute('aria-labelledby');
  const target = menuButtonId ? document.getElementById(menuButtonId) : element;
  return target instanceof HTMLElement && target !== document.body ? target : null;
}

/**
 * A centred modal with a title, optional description, body and footer; Escape and the X close it.
 * Closed, it gives the focus back to what opened it — Radix does so only for a DialogTrigger, and
 * most dialogs here are opened by a page's own button or a menu item — unless the caller's
 * `onCloseAutoFocus` sends it elsewhere.
 */
export function DialogContent({
  title,
  description,
  footer,
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  const returnTo = useRef<HTMLElement | null>(null);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-slate-900/40 backdrop-blur-[1px]" />
      <DialogPrimitive.Content
        className={clsx(
          'fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2',
          // a caller's width replaces the default: both in one class list, the stylesheet's order
          // (max-w-lg after max-w-2xl…5xl) would decide, and the default would always win
          !className?.includes('max-w-') && 'max-w-lg',
          'rounded-xl bg-white shadow-xl ring-1 ring-slate-200 animate-fade-in',
          className,
        )}
        {...(description ? {} : { 'aria-describedby': undefined })}
        onOpenAutoFocus={(event) => {
          // before the dialog takes the focus: what has it now opened the dialog
          returnTo.current = focusReturnTarget(document.activeElement);
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented || !returnTo.current?.isConnected) return;
          event.preventDefault();
          returnTo.current.focus();
        }}
        {...props}
      >
        <div className="flex items-start justify-between gap-4 px-6 pt-5">
          <div className="space-y-1">
            <DialogPrimitive.Title className="text-base font-semibold text-slate-900">
              {title}
            </DialogPrimitive.Title>
            {description ? (
              <DialogPrimitive.Description className="text-sm text-slate-500">
                {description}
              </DialogPrimitive.Description>
            ) : null}
          </div>
          <DialogPrimitive.Close
            className="-mr-2 rounded-md p-1.5 text-slate-400 hover:bg-slate-100 hover:text-slate-600"
            aria-label="Close"
          >
            <X className="size-4" aria-hidden />
          </DialogPrimitive.Close>
        </div>
        <div className="px-6 py-4">{children}</div>
        {footer ? (
          <div className="flex justify-end gap-2 rounded-b-xl border-t border-slate-100 bg-slate-50 px-6 py-3">
            {footer}
          </div>
        ) : null}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
