import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadImage } from '@/api/upload-image';
import { userQueryKey } from '@/lib/auth';
import { updateProfile } from './update-profile';
import { refreshAfterWrite } from '@/lib/react-query';

/**
 * The photo upload of spec §4: upload the file (POST /api/upload), then update the profile with
 * the returned url (PUT /api/auth/profile), then refresh the user (the header's avatar follows).
 */
export async function uploadPhoto(file: File): Promise<string> {
  const url = await uploadImage(file);
  await updateProfile({ profileImageUrl: url });
  return url;
}

export function useUploadPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPhoto,
    onSuccess: () => refreshAfterWrite(queryClient, [userQueryKey]),
  });
}
