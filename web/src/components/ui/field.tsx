import { useId, type ReactNode } from 'react';
import { cn } from '@/utils/cn';

/** The ids that tie a control to its label, hint and error (`describedBy`: hint, then error). */
export function useFieldIds(id: string | undefined, { hint, error }: { hint?: string; error?: string }) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return { controlId, hintId, errorId, describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined };
}

/**
 * The frame of a labelled control (FormField, SelectField): the label, the control (`children`,
 * in a box that positions what is drawn over it), the hint, and the error announced with it.
 */
export function Field({
  ids,
  label,
  labelClassName,
  hint,
  error,
  className,
  children,
}: {
  ids: ReturnType<typeof useFieldIds>;
  label: ReactNode;
  labelClassName?: string;
  hint?: string;
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={ids.controlId} className={cn('block text-sm font-medium text-ink-800', labelClassName)}>
        {label}
      </label>
      <div className="relative">{children}</div>
      {hint ? (
        <p id={ids.hintId} className="text-xs text-ink-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.errorId} className="text-sm text-red-700" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
