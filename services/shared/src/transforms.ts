import { Transform } from 'class-transformer';

/** Body-field transforms shared by every service's DTOs. */
export const trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
export const lowerTrim = () =>
  Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value));
/** An optional text field: empty means "clear it". */
export const emptyToNull = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() || null : value));
