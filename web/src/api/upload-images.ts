import { useMutation } from '@tanstack/react-query';
import { api, dataOf, multipart } from '@/lib/api-client';
import type { AppMeta } from '@/lib/react-query';
import type { operations } from '@/types/contract';

type UploadBody = operations['UploadsController_multiple']['requestBody']['content']['multipart/form-data'];

/** POST /api/upload/multiple, field `files` repeated (up to 10) → {urls}. */
export async function uploadImages(files: File[]): Promise<string[]> {
  const { urls } = await dataOf(api.POST('/api/upload/multiple', multipart<UploadBody>({ files })));
  return urls;
}

export function useUploadImages(meta?: AppMeta) {
  return useMutation({ mutationFn: uploadImages, meta });
}
