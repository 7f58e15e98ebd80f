import { IMAGE_TYPES, MAX_IMAGE_BYTES } from '@/config/app';

/**
 * Why a chosen file cannot be uploaded as an image: a type the server does not take, a HEIC/HEIF
 * photo (iPhones' default; the server cannot read it, so it gets its own message), or over 10 MB.
 */
export type ImageFileProblem = 'type' | 'heic' | 'size';

const HEIC = /^image\/hei[cf](-sequence)?$/i;

/** Checks a file before it is uploaded (spec §5); null when it may go. */
export function checkImageFile(file: Pick<File, 'type' | 'size'> & { name?: string }): ImageFileProblem | null {
  if (HEIC.test(file.type) || (!file.type && /\.hei[cf]$/i.test(file.name ?? ''))) return 'heic';
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > MAX_IMAGE_BYTES) return 'size';
  return null;
}

/** The first file of a selection that cannot be uploaded, with its problem. */
export function firstBadImage<T extends Pick<File, 'type' | 'size'> & { name?: string }>(
  files: T[],
): { file: T; problem: ImageFileProblem } | null {
  for (const file of files) {
    const problem = checkImageFile(file);
    if (problem) return { file, problem };
  }
  return null;
}

/** An additional image's address must start with http:// or https:// (spec §5). */
export function isHttpUrl(value: string): boolean {
  const text = value.trim();
  if (!/^https?:\/\//i.test(text)) return false;
  try {
    const url = new URL(text);
    return Boolean(url.hostname);
  } catch {
    return false;
  }
}
