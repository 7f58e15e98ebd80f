import { ImagePlus, LoaderCircle, Plus, Trash2, Upload, X, type LucideIcon } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useTranslation, type TFunction } from '@/lib/i18n';
import { useImportImage } from '@/api/import-image';
import { useUploadImage } from '@/api/upload-image';
import { useUploadImages } from '@/api/upload-images';
import { Button, buttonClasses } from '@/components/ui/button';
import { FallbackImage } from '@/components/ui/fallback-image';
import { inputClasses } from '@/components/ui/form-field';
import { IMAGE_ACCEPT, MAX_ADDITIONAL_IMAGES, MAX_UPLOAD_FILES } from '@/config/app';
import { toast } from '@/hooks/use-toast';
import { serverMessage } from '@/lib/api-client';
import { cn } from '@/utils/cn';
import { checkImageFile, firstBadImage, isHttpUrl } from '@/utils/image-file';
import { adminArticleMeta } from '../api/meta';

/** Files chosen in a file input; the input is emptied so the same file can be chosen again. */
export function takeFiles(event: ChangeEvent<HTMLInputElement>): File[] {
  const files = Array.from(event.target.files ?? []);
  event.target.value = '';
  return files;
}

/** A button-looking label around a hidden file input: a spinner and "Uploading..." while busy. */
export function ImageFileButton({
  busy,
  icon: Icon,
  label,
  multiple = false,
  onChange,
  testId,
}: {
  busy: boolean;
  icon: LucideIcon;
  label: string;
  multiple?: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <label
      htmlFor={id}
      className={cn(
        buttonClasses('outline', 'md', 'cursor-pointer'),
        'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600',
        busy && 'pointer-events-none opacity-60',
      )}
    >
      {busy ? (
        <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
      ) : (
        <Icon className="h-4 w-4" aria-hidden="true" />
      )}
      {busy ? t('editor.uploading') : label}
      <input
        id={id}
        type="file"
        accept={IMAGE_ACCEPT}
        multiple={multiple}
        className="sr-only"
        onChange={onChange}
        disabled={busy}
        data-testid={testId}
      />
    </label>
  );
}

/**
 * One picture file, checked (image type, at most 10MB) before it is uploaded to POST /api/upload;
 * a refusal or a failed upload is a toast, the address goes to `onUploaded`.
 */
export function useCheckedImageUpload(onUploaded: (url: string) => void) {
  const { t } = useTranslation();
  const upload = useUploadImage(adminArticleMeta);
  const send = (file: File) => {
    const problem = checkImageFile(file);
    if (problem) {
      toast({
        title: t(problem === 'size' ? 'editor.tooLarge' : 'editor.invalidType'),
        description: t(
          ({ type: 'editor.invalidTypeText', heic: 'images.heic', size: 'editor.tooLargeText' } as const)[problem],
        ),
        variant: 'destructive',
      });
      return;
    }
    upload.mutate(file, {
      onSuccess: onUploaded,
      onError: (error) =>
        toast({
          title: t('editor.uploadFailed'),
          description: serverMessage(error) ?? t('editor.uploadFailedText'),
          variant: 'destructive',
        }),
    });
  };
  return { send, pending: upload.isPending };
}

/** The server's refusal of a picture it was asked to import, in its own words. */
export function showImportRefusal(t: TFunction, error: unknown) {
  toast({
    title: t('editor.importFailed'),
    description: serverMessage(error) ?? t('editor.importFailedText'),
    variant: 'destructive',
  });
}

/**
 * A picture by its http(s) address (an editor's paste), fetched by the server into the portal's
 * storage (POST /api/upload/url): `onImported` gets the portal's /media/ address. An address that
 * is not http(s) is refused here with spec.md's message; the server's refusal (a private address,
 * not a picture, too large) is a toast with its own words.
 */
export function useImageImport(onImported: (url: string) => void) {
  const { t } = useTranslation();
  const importer = useImportImage(adminArticleMeta);
  /** Starts the import; false when the address was refused before asking the server. */
  const send = (address: string): boolean => {
    const text = address.trim();
    if (!isHttpUrl(text)) {
      toast({ title: t('editor.invalidUrl'), description: t('editor.invalidUrlText'), variant: 'destructive' });
      return false;
    }
    importer.mutate(text, { onSuccess: onImported, onError: (error) => showImportRefusal(t, error) });
    return true;
  };
  return { send, pending: importer.isPending, importAsync: importer.mutateAsync };
}

/** The Add button of an address field: a spinner and "Importing..." while the server fetches the picture. */
export function ImportButton({ busy, label, onClick }: { busy: boolean; label: string; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button variant="outline" onClick={onClick} disabled={busy} aria-busy={busy}>
      {busy ? (
        <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
      ) : (
        <Plus className="h-4 w-4" aria-hidden="true" />
      )}
      {busy ? t('editor.importing') : label}
    </Button>
  );
}

/**
 * Article Image: one image, checked (image type, at most 10MB) before it is uploaded to
 * POST /api/upload; "Image uploaded" when done.
 */
export function ArticleImageField({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (url: string | null) => void;
}) {
  const { t } = useTranslation();
  const upload = useCheckedImageUpload((url) => {
    onChange(url);
    toast({ title: t('editor.imageUploaded'), variant: 'success' });
  });

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const [file] = takeFiles(event);
    if (file) upload.send(file);
  };

  return (
    <fieldset className="space-y-3" data-testid="article-image-field">
      <legend className="text-sm font-medium text-ink-800">{t('editor.image')}</legend>
      <p className="text-xs text-ink-500">{t('editor.imageHint')}</p>
      {value ? (
        <div className="relative w-full max-w-md overflow-hidden rounded-lg border border-ink-200">
          <FallbackImage src={value} alt={t('editor.heroAlt')} className="aspect-video w-full object-cover" />
          <button
            type="button"
            onClick={() => onChange(null)}
            aria-label={t('editor.removeImage')}
            className="absolute right-2 top-2 flex h-8 w-8 items-center justify-center rounded-full bg-black/60 text-white hover:bg-black/80 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </button>
        </div>
      ) : null}
      <ImageFileButton
        busy={upload.pending}
        icon={Upload}
        label={t(value ? 'editor.replaceImage' : 'editor.uploadImage')}
        onChange={onFiles}
        testId="article-image-input"
      />
    </fieldset>
  );
}

/**
 * Additional Images: several files at once (each checked first; a message names the bad file)
 * uploaded to POST /api/upload/multiple, or an image by its http(s) address, imported by the
 * server into the portal's storage (never kept as a foreign address).
 */
export function AdditionalImagesField({ value, onChange }: { value: string[]; onChange: (urls: string[]) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [url, setUrl] = useState('');
  const upload = useUploadImages(adminArticleMeta);
  const room = MAX_ADDITIONAL_IMAGES - value.length;
  // The list as it is when an import ends (other pictures may have come meanwhile).
  const latest = useRef(value);
  latest.current = value;
  const importer = useImageImport((imported) => {
    onChange([...latest.current, imported]);
    setUrl('');
  });

  const refuseOverLimit = (count: number) => {
    if (count <= room) return false;
    toast({ title: t('editor.tooMany'), description: t('editor.limitText'), variant: 'destructive' });
    return true;
  };

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = takeFiles(event);
    if (files.length === 0) return;
    if (files.length > MAX_UPLOAD_FILES) {
      toast({ title: t('editor.tooMany'), description: t('editor.tooManyText'), variant: 'destructive' });
      return;
    }
    if (refuseOverLimit(files.length)) return;
    const bad = firstBadImage(files);
    if (bad) {
      toast({
        title: t(bad.problem === 'size' ? 'editor.tooLarge' : 'editor.invalidType'),
        description: t(
          ({ type: 'editor.invalidTypeFile', heic: 'images.heicFile', size: 'editor.tooLargeFile' } as const)[
            bad.problem
          ],
          { name: bad.file.name },
        ),
        variant: 'destructive',
      });
      return;
    }
    upload.mutate(files, {
      onSuccess: (urls) => {
        onChange([...value, ...urls]);
        toast({ title: t('editor.imagesUploaded', { count: urls.length }), variant: 'success' });
      },
      onError: (error) =>
        toast({
          title: t('editor.uploadFailed'),
          description: serverMessage(error) ?? t('editor.uploadsFailedText'),
          variant: 'destructive',
        }),
    });
  };

  const addUrl = () => {
    if (importer.pending) return;
    if (isHttpUrl(url) && refuseOverLimit(1)) return;
    importer.send(url);
  };

  const onUrlKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    addUrl();
  };

  return (
    <fieldset className="space-y-3" data-testid="additional-images-field">
      <legend className="text-sm font-medium text-ink-800">{t('editor.additional')}</legend>
      <p className="text-xs text-ink-500">{t('editor.additionalHint')}</p>
      {value.length > 0 ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="additional-images">
          {value.map((src, i) => (
            <li key={`${src}-${i}`} className="relative overflow-hidden rounded-lg border border-ink-200">
              <FallbackImage
                src={src}
                alt={t('editor.additionalAlt', { n: i + 1 })}
                className="aspect-[4/3] w-full object-cover"
              />
              <button
                type="button"
                onClick={() => onChange(value.filter((_, index) => index !== i))}
                aria-label={t('editor.removeAdditional', { n: i + 1 })}
                className="absolute right-1.5 top-1.5 flex h-7 w-7 items-center justify-center rounded-full bg-black/60 text-white hover:bg-black/80 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
              >
                <Trash2 className="h-3.5 w-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <ImageFileButton
        busy={upload.isPending}
        icon={ImagePlus}
        label={t('editor.uploadImages')}
        multiple
        onChange={onFiles}
        testId="additional-images-input"
      />
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex-1 space-y-1.5">
          <label htmlFor={`${id}-url`} className="block text-sm font-medium text-ink-800">
            {t('editor.imageUrl')}
          </label>
          <input
            id={`${id}-url`}
            type="url"
            inputMode="url"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            onKeyDown={onUrlKey}
            placeholder={t('editor.imageUrlPlaceholder')}
            className={inputClasses}
          />
        </div>
        <ImportButton busy={importer.pending} label={t('editor.addUrl')} onClick={addUrl} />
      </div>
    </fieldset>
  );
}
