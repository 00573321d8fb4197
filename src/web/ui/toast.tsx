import { Toast } from 'radix-ui';
import type { CSSProperties } from 'react';
import {
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_SWIPE_THRESHOLD_PX,
  TOAST_VIEWPORT_MAX_WIDTH_PX,
} from '../../domain/constants';
import { cx } from './cx';
import { dismissToast, type ToastVariant, useToast } from './use-toast';

const variantClasses: Record<ToastVariant, string> = {
  default: 'border-sand-300 bg-white text-ink',
  destructive: 'border-danger bg-danger text-white',
};

const viewportStyle = { '--toast-max-width': `${TOAST_VIEWPORT_MAX_WIDTH_PX}px` } as CSSProperties;

/**
 * Renders the toasts of `toast()`. Mounted once in the app shell. Radix announces them
 * (aria-live) and moves focus to the viewport on F8.
 */
export function Toaster() {
  const { toasts } = useToast();
  return (
    <Toast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label="Notification"
    >
      {toasts.map(({ id, title, description, variant = 'default', open }) => (
        <Toast.Root
          key={id}
          open={open}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismissToast(id);
          }}
          className={cx(
            'pointer-events-auto relative flex w-full items-start gap-3 rounded-2xl border-2 p-4 pr-12 shadow-lg',
            'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=cancel]:translate-x-0',
            'data-[swipe=cancel]:transition-transform',
            'motion-safe:data-[state=open]:animate-toast-in motion-safe:data-[state=closed]:animate-toast-out',
            'motion-safe:data-[swipe=end]:animate-toast-swipe-out',
            variantClasses[variant],
          )}
        >
          <div className="grid gap-1">
            <Toast.Title className="font-semibold">{title}</Toast.Title>
            {description ? <Toast.Description className="text-sm">{description}</Toast.Description> : null}
          </div>
          <Toast.Close
            aria-label="Fermer"
            className="absolute top-1 right-1 flex size-11 items-center justify-center rounded-full text-xl opacity-80 hover:opacity-100"
          >
            <span aria-hidden="true">×</span>
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        hotkey={[TOAST_HOTKEY]}
        label="Notifications ({hotkey})"
        style={viewportStyle}
        className={cx(
          'fixed top-0 right-0 z-[100] flex w-full flex-col gap-2 p-3 outline-none',
          'md:top-auto md:bottom-[calc(var(--cookie-banner-height,0px)+1rem)] md:max-w-(--toast-max-width) md:p-4',
        )}
      />
    </Toast.Provider>
  );
}
