import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field, useFieldIds } from '@/components/ui/field';
import { FormField, inputClasses } from '@/components/ui/form-field';
import { useForm } from '@/hooks/use-form';
import { toast } from '@/hooks/use-toast';
import { serverMessage } from '@/lib/api-client';
import type { User } from '@/types/contract';
import { cn } from '@/utils/cn';
import { useUpdateProfile } from '../api/update-profile';
import { MAX_BIO_LENGTH, validateProfile, type ProfileValues } from '../validation';

function initialValues(user: User): ProfileValues {
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    username: user.username ?? '',
    phoneNumber: user.phoneNumber ?? '',
    location: user.location ?? '',
    bio: user.bio ?? '',
  };
}

/** Optional fields left empty are sent as null (cleared). */
function toUpdate(values: ProfileValues) {
  const optional = (value: string) => value.trim() || null;
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    username: optional(values.username),
    phoneNumber: optional(values.phoneNumber),
    location: optional(values.location),
    bio: optional(values.bio),
  };
}

export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const { errors, field, handleSubmit, values } = useForm(initialValues(user), validateProfile);
  const optional = t('common.optional');
  const bioError = errors.bio && t(errors.bio);
  const bioHint = t('profile.bioHint', { count: values.bio.length, max: MAX_BIO_LENGTH });
  const bioIds = useFieldIds(undefined, { hint: bioHint, error: bioError });

  const onValid = handleSubmit((values) => {
    update.mutate(toUpdate(values), {
      onSuccess: () => toast({ title: t('profile.updated'), variant: 'success' }),
      onError: (error) =>
        toast({
          title: t('profile.failed'),
          description: serverMessage(error) ?? t('profile.failedDefault'),
          variant: 'destructive',
        }),
    });
  });

  return (
    <Card className="p-6 sm:p-8">
      <form noValidate onSubmit={onValid} className="space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            label={t('profile.firstName')}
            autoComplete="given-name"
            error={errors.firstName && t(errors.firstName)}
            {...field('firstName')}
          />
          <FormField
            label={t('profile.lastName')}
            autoComplete="family-name"
            error={errors.lastName && t(errors.lastName)}
            {...field('lastName')}
          />
        </div>
        <FormField
          label={t('profile.email')}
          type="email"
          name="email"
          value={user.email}
          readOnly
          hint={t('profile.emailHint')}
        />
        <FormField
          label={t('profile.username')}
          labelSuffix={optional}
          autoComplete="username"
          {...field('username')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            label={t('profile.phoneNumber')}
            labelSuffix={optional}
            type="tel"
            autoComplete="tel"
            {...field('phoneNumber')}
          />
          <FormField
            label={t('profile.location')}
            labelSuffix={optional}
            autoComplete="address-level2"
            {...field('location')}
          />
        </div>
        <Field
          ids={bioIds}
          label={
            <>
              {t('profile.bio')}
              <span className="ml-1 font-normal text-ink-500">{optional}</span>
            </>
          }
          hint={bioHint}
          error={bioError}
        >
          {/* maxLength: the browser stops at the server's limit (a longer paste is cut there). */}
          <textarea
            id={bioIds.controlId}
            rows={4}
            maxLength={MAX_BIO_LENGTH}
            aria-invalid={bioError ? true : undefined}
            aria-describedby={bioIds.describedBy}
            className={cn(inputClasses, 'resize-y')}
            {...field('bio')}
          />
        </Field>
        <div className="flex justify-end">
          <Button type="submit" size="lg" disabled={update.isPending}>
            {update.isPending ? t('profile.saving') : t('profile.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
