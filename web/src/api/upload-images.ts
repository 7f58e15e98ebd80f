import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AppMeta } from '@/lib/react-query';

/** POST /api/upload/multiple, field `files` repeated (up to 10) → {urls}. */
export async function uploadImages(files: File[]): Promise<string[]> {
  const form = new FormData();
  for (const file of files) form.append('files', file);
  const { urls } = await api.post<{ urls: string[] }>('/api/upload/multiple', form);
  return urls;
}

export function useUploadImages(meta?: AppMeta) {
  return useMutation({ mutationFn: uploadImages, meta });
}
