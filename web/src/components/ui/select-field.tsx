import { ChevronDown } from 'lucide-react';
import { useId, type SelectHTMLAttributes } from 'react';
import { cn } from '@/utils/cn';
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
  const autoId = useId();
  const selectId = id ?? autoId;
  const errorId = error ? `${selectId}-error` : undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={selectId} className={cn('block text-sm font-medium text-ink-800', hideLabel && 'sr-only')}>
        {label}
        {props.required ? (
          <span className="ml-0.5 text-red-700" aria-hidden="true" title={requiredLabel}>
            *
          </span>
        ) : null}
      </label>
      <div className="relative">
        <select
          id={selectId}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
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
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-red-700" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
