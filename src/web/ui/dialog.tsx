import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { cx } from './cx';

export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

interface DialogContentProps {
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/**
 * A bottom sheet on phones (thumb reach, no content hidden under the keyboard's edge) and a centred
 * card from md up. Radix traps focus, closes on Escape and gives focus back to the trigger.
 */
export function DialogContent({ title, description, children, className }: DialogContentProps) {
  // An explicit undefined stops Radix pointing aria-describedby at a description that is not there.
  const withoutDescription = description ? {} : { 'aria-describedby': undefined };
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-50 bg-indigo-950/60" />
      <RadixDialog.Content
        {...withoutDescription}
        className={cx(
          'fixed inset-x-0 bottom-0 z-50 max-h-[90dvh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl',
          'motion-safe:data-[state=open]:animate-sheet-in',
          'md:inset-auto md:top-1/2 md:left-1/2 md:w-full md:max-w-lg md:-translate-x-1/2 md:-translate-y-1/2',
          'md:rounded-2xl md:p-6 md:motion-safe:data-[state=open]:animate-none',
          className,
        )}
      >
        <div className="flex items-start justify-between gap-4">
          <RadixDialog.Title className="pt-2 text-xl font-bold text-indigo-900">{title}</RadixDialog.Title>
          <RadixDialog.Close
            aria-label="Fermer"
            className="-mr-2 -mt-1 flex size-11 shrink-0 items-center justify-center rounded-full text-2xl text-indigo-900 hover:bg-sand-100"
          >
            <span aria-hidden="true">×</span>
          </RadixDialog.Close>
        </div>
        {description ? (
          <RadixDialog.Description className="mt-1 text-muted">{description}</RadixDialog.Description>
        ) : null}
        <div className="mt-4">{children}</div>
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
