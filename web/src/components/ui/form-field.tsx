import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cn } from '@/utils/cn';
import { Field, useFieldIds } from './field';

export const inputClasses = cn(
  'block w-full rounded-md border border-ink-300 bg-white px-3 py-2 text-base text-ink-900 shadow-sm',
  'placeholder:text-ink-400',
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:border-brand-600',
  'read-only:bg-ink-100 read-only:text-ink-600 aria-[invalid=true]:border-red-600',
);

export interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  /** The input itself (to give it the focus). */
  ref?: Ref<HTMLInputElement>;
  label: string;
  /** Error text shown under the field and announced with it. */
  error?: string;
  hint?: string;
  /** Something drawn inside the field at its right end (the show/hide password toggle). */
  trailing?: ReactNode;
  labelSuffix?: string;
}

/** A labelled input with its hint and error wired up for assistive technology. */
export function FormField({ label, error, hint, trailing, labelSuffix, id, className, ...props }: FormFieldProps) {
  const ids = useFieldIds(id, { hint, error });
  return (
    <Field
      ids={ids}
      label={
        <>
          {label}
          {labelSuffix ? <span className="ml-1 font-normal text-ink-500">{labelSuffix}</span> : null}
        </>
      }
      hint={hint}
      error={error}
      className={className}
    >
      <input
        id={ids.controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={cn(inputClasses, trailing ? 'pr-11' : undefined)}
        {...props}
      />
      {trailing ? <div className="absolute inset-y-0 right-0 flex items-center pr-1">{trailing}</div> : null}
    </Field>
  );
}
