import { ChevronDown } from 'lucide-react';
import type { SelectHTMLAttributes } from 'react';
import { cn } from '@/utils/cn';
import { Field, useFieldIds } from './field';
import { inputClasses } from './form-field';

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  /** Keep the label for assistive technology only. */
  hideLabel?: boolean;
  error?: string;
  required?: boolean;
  requiredLabel?: string;
  options: { value: string; label: string }[];
  placeholder?: string;
}

/** A labelled native select (accessible and usable on phones as it is). */
export function SelectField({
  label,
  hideLabel,
  error,
  options,
  placeholder,
  id,
  className,
  requiredLabel,
  ...props
}: SelectFieldProps) {
  const ids = useFieldIds(id, { error });
  return (
    <Field
      ids={ids}
      label={
        <>
          {label}
          {props.required ? (
            <span className="ml-0.5 text-red-700" aria-hidden="true" title={requiredLabel}>
              *
            </span>
          ) : null}
        </>
      }
      labelClassName={hideLabel ? 'sr-only' : undefined}
      error={error}
      className={className}
    >
      <select
        id={ids.controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={cn(inputClasses, 'appearance-none pr-10 read-only:bg-white read-only:text-ink-900')}
        {...props}
      >
        {placeholder !== undefined ? (
          <option value="" disabled>
            {placeholder}
          </option>
        ) : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDown
        className="pointer-events-none absolute right-3 top-1/2 h-4 w-4 -translate-y-1/2 text-ink-500"
        aria-hidden="true"
      />
    </Field>
  );
}
