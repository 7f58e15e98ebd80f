import { NotFoundException, PipeTransform } from '@nestjs/common';

/**
 * A numeric id of a path (`/api/articles/42`): digits only, 1 to
 * Number.MAX_SAFE_INTEGER; anything else is simply not found (404 with `message`),
 * never a database cast error.
 */
export function idParam(message: string): PipeTransform<string, number> {
  return {
    transform(value: string): number {
      const id = /^[1-9][0-9]{0,15}$/.test(value) ? Number(value) : NaN;
      if (!Number.isSafeInteger(id)) throw new NotFoundException(message);
      return id;
    },
  };
}
