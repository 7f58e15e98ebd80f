import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX } from '@/config/app';
import { dismissToast, useToasts, type ToastVariant } from '@/hooks/use-toast';
import { cn } from '@/utils/cn';

const variantClasses: Record<ToastVariant, string> = {
  default: 'border-ink-200 bg-white text-ink-900',
  success: 'border-emerald-300 bg-emerald-50 text-emerald-950',
  destructive: 'border-red-700 bg-red-700 text-white',
};

/**
 * The notification region (spec §9): default duration 5000 ms, swipe right past 50 px to dismiss,
 * F8 moves focus into it. The store in hooks/use-toast keeps at most one toast.
 */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useToasts();

  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label={t('toast.region')}
    >
      {toasts.map(({ id, title, description, variant = 'default', duration, open }) => (
        <ToastPrimitive.Root
          key={id}
          open={open}
          duration={duration}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
          type={variant === 'destructive' ? 'foreground' : 'background'}
          data-variant={variant}
          className={cn(
            'group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-lg border p-4 pr-10 shadow-lg',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform',
            'data-[state=closed]:hidden',
            variantClasses[variant],
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{title}</ToastPrimitive.Title>
            {description ? (
              <ToastPrimitive.Description className="text-sm opacity-90">{description}</ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close
            aria-label={t('toast.close')}
            className="absolute right-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-current"
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={['F8']}
        className="fixed bottom-0 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:max-w-[420px]"
      />
    </ToastPrimitive.Provider>
  );
}
