import { useMutation } from '@tanstack/react-query';
import { api, dataOf, multipart } from '@/lib/api-client';
import type { AppMeta } from '@/lib/react-query';
import type { operations } from '@/types/contract';

type UploadBody = operations['UploadsController_single']['requestBody']['content']['multipart/form-data'];

/** POST /api/upload, multipart field `image` → {url} (a /media/... path). */
export async function uploadImage(file: File): Promise<string> {
  const { url } = await dataOf(api.POST('/api/upload', multipart<UploadBody>({ image: file })));
  return url;
}

export function useUploadImage(meta?: AppMeta) {
  return useMutation({ mutationFn: uploadImage, meta });
}
