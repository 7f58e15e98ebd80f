import { useState, type ChangeEvent, type FormEvent } from 'react';
import { hasErrors, type FieldErrors } from '@/utils/validation';

/**
 * Form state for the auth, profile and section forms: values, per-field error keys (shown after
 * the first submit and re-checked on every change from then on), and a submit handler that
 * validates first.
 * `initialErrors`: the server's answer to the same form posted without scripts (shown as if
 * submitted once).
 */
export function useForm<T extends { [K in keyof T]: string }>(
  initial: T,
  validate: (values: T) => FieldErrors<T>,
  initialErrors: FieldErrors<T> = {},
) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors<T>>(initialErrors);
  const [submitted, setSubmitted] = useState(hasErrors(initialErrors));

  /** Change some values at once (a field that follows another), re-checked once submitted. */
  const set = (changes: Partial<T>) => {
    const next = { ...values, ...changes };
    setValues(next);
    if (submitted) setErrors(validate(next));
  };

  const field = (name: keyof T & string) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set({ [name]: event.target.value } as Partial<T>),
  });

  /** Back to `next` (or the initial values), as before the first submit. */
  const reset = (next: T = initial) => {
    setValues(next);
    setErrors({});
    setSubmitted(false);
  };

  const handleSubmit = (onValid: (values: T) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validate(values);
    setErrors(found);
    if (hasErrors(found)) {
      const first = Object.keys(found)[0];
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    onValid(values);
  };

  return { values, errors, field, set, reset, handleSubmit };
}
