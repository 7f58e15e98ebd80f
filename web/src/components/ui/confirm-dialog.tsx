import * as AlertDialog from '@radix-ui/react-alert-dialog';
import type { ComponentProps, ReactNode } from 'react';
import { buttonClasses } from './button';

/**
 * A question before a destructive step (delete an article or a comment, report a comment): the
 * trigger opens it; Cancel closes it; the confirm button runs `onConfirm` and is disabled while
 * `pending`. The caller closes it (`onOpenChange(false)`) when the step succeeded or failed.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  cancelLabel,
  confirmLabel,
  onConfirm,
  pending,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The trigger button's props: its classes, label and content. */
  trigger: ComponentProps<typeof AlertDialog.Trigger>;
  title: string;
  description: string;
  /** What the question is about, or more to fill in, between the description and the buttons. */
  children?: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  onConfirm: () => void;
  pending: boolean;
}) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Trigger {...trigger} />
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl focus:outline-none">
          <AlertDialog.Title className="text-lg font-semibold text-ink-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-ink-600">{description}</AlertDialog.Description>
          {children}
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel className={buttonClasses('outline')}>{cancelLabel}</AlertDialog.Cancel>
            <button type="button" onClick={onConfirm} disabled={pending} className={buttonClasses('danger')}>
              {confirmLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
