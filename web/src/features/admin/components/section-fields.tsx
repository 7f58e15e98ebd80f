import type { ChangeEvent, Ref } from 'react';
import { FormField } from '@/components/ui/form-field';
import type { useForm } from '@/hooks/use-form';
import { useTranslation } from '@/lib/i18n';
import { MAX_SECTION_NAME, MAX_SECTION_SLUG, type SectionValues } from '../lib/section-form';
import { tidySlug } from '../lib/slug';

/**
 * A section's name, Nepali name and slug, for the add form and the rename dialog. `onNameChange`
 * replaces the name's handler (the add form proposes the slug from it); `slugLocked`: spec.md's
 * two sections keep their slugs (the server refuses another).
 */
export function SectionFields({
  form,
  idPrefix,
  nameRef,
  onNameChange,
  slugLocked = false,
}: {
  form: ReturnType<typeof useForm<SectionValues>>;
  idPrefix: string;
  nameRef?: Ref<HTMLInputElement>;
  onNameChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  slugLocked?: boolean;
}) {
  const { t } = useTranslation();
  const { errors, field, set, values } = form;
  const name = field('name');
  const slug = field('slug');
  return (
    <>
      <FormField
        ref={nameRef}
        id={`${idPrefix}-name`}
        label={t('sectionsAdmin.name')}
        hint={t('sectionsAdmin.nameHint')}
        error={errors.name && t(errors.name)}
        maxLength={MAX_SECTION_NAME}
        required
        autoComplete="off"
        {...name}
        onChange={onNameChange ?? name.onChange}
      />
      <FormField
        id={`${idPrefix}-name-ne`}
        label={t('sectionsAdmin.nameNe')}
        labelSuffix={t('common.optional')}
        hint={t('sectionsAdmin.nameNeHint')}
        error={errors.nameNe && t(errors.nameNe)}
        maxLength={MAX_SECTION_NAME}
        lang="ne"
        autoComplete="off"
        {...field('nameNe')}
      />
      <FormField
        id={`${idPrefix}-slug`}
        label={t('sectionsAdmin.slug')}
        hint={
          slugLocked
            ? t('sectionsAdmin.slugFixedHint')
            : t('sectionsAdmin.slugHint', { path: `/category/${values.slug || '…'}` })
        }
        error={errors.slug && t(errors.slug)}
        maxLength={MAX_SECTION_SLUG}
        readOnly={slugLocked}
        required
        autoComplete="off"
        spellCheck={false}
        {...slug}
        onChange={(event) => set({ slug: event.target.value.toLowerCase() })}
        // Spaces and capitals typed become the slug's hyphens and lower case when leaving it.
        onBlur={() => {
          if (!slugLocked && values.slug !== tidySlug(values.slug)) set({ slug: tidySlug(values.slug) });
        }}
      />
    </>
  );
}
