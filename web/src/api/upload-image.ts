import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AppMeta } from '@/lib/react-query';

/** POST /api/upload, multipart field `image` → {url} (a /media/... path). */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  const { url } = await api.post<{ url: string }>('/api/upload', form);
  return url;
}

export function useUploadImage(meta?: AppMeta) {
  return useMutation({ mutationFn: uploadImage, meta });
}
