import { Camera, LoaderCircle } from 'lucide-react';
import { useId, type ChangeEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Avatar } from '@/components/layouts/avatar';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { toast } from '@/hooks/use-toast';
import type { User } from '@/types/contract';
import { cn } from '@/utils/cn';
import { IMAGE_ACCEPT } from '@/config/app';
import { checkImageFile } from '@/utils/image-file';
import { useUploadPhoto } from '../api/upload-photo';

/** "Upload failed" names the status and the server's message (an ApiError's message: "413: File too large"). */
export function uploadFailureText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Profile photo: image types up to 10MB, uploaded, then saved on the profile; "Photo uploaded". */
export function ProfilePhoto({ user }: { user: User }) {
  const { t } = useTranslation();
  const id = useId();
  const upload = useUploadPhoto();

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = checkImageFile(file);
    if (problem) {
      toast({
        title: t(problem === 'size' ? 'profile.fileTooLarge' : 'profile.fileTypeError'),
        description: t(
          ({ type: 'profile.fileTypeText', heic: 'images.heic', size: 'profile.fileTooLargeText' } as const)[problem],
        ),
        variant: 'destructive',
      });
      return;
    }
    upload.mutate(file, {
      onSuccess: () => toast({ title: t('profile.photoUploaded'), variant: 'success' }),
      onError: (error) =>
        toast({ title: t('profile.photoFailed'), description: uploadFailureText(error), variant: 'destructive' }),
    });
  };

  return (
    <Card
      className="mb-6 flex flex-col items-start gap-5 p-6 sm:flex-row sm:items-center sm:p-8"
      data-testid="profile-photo"
    >
      <Avatar user={user} className="h-20 w-20 text-3xl" />
      <div className="space-y-2">
        <h2 className="text-lg font-semibold text-ink-900">{t('profile.photo')}</h2>
        <p className="text-sm text-ink-500">{t('profile.photoHint')}</p>
        <label
          htmlFor={id}
          className={cn(
            buttonClasses('outline', 'md', 'cursor-pointer'),
            'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600',
            upload.isPending && 'pointer-events-none opacity-60',
          )}
        >
          {upload.isPending ? (
            <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
          ) : (
            <Camera className="h-4 w-4" aria-hidden="true" />
          )}
          {upload.isPending
            ? t('profile.uploadingPhoto')
            : t(user.profileImageUrl ? 'profile.changePhoto' : 'profile.uploadPhoto')}
          <input
            id={id}
            type="file"
            accept={IMAGE_ACCEPT}
            className="sr-only"
            onChange={onFile}
            disabled={upload.isPending}
            data-testid="profile-photo-input"
          />
        </label>
      </div>
    </Card>
  );
}
