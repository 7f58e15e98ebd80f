import type { Category } from '@/types/contract';
import { isSpecSection } from '@/utils/article';
import type { FieldErrors } from '@/utils/validation';
import { SLUG_PATTERN, slugFromTitle } from './slug';

/**
 * The section form's rules, as the content service's CreateCategoryDto and TaxonomyService check
 * them (services/content/src/dtos/article.dto.ts, services/taxonomy.service.ts): the server
 * decides; these spare an editor a round trip and a refusal they could not act on.
 */
export const MAX_SECTION_NAME = 60;
export const MAX_SECTION_SLUG = 64;
/** Slugs the category routes and the list query read as something else. */
export const RESERVED_SECTION_SLUGS: readonly string[] = ['latest', 'all', 'rss'];

export interface SectionValues {
  name: string;
  nameNe: string;
  slug: string;
}

/** spec.md's two sections: renamed, never deleted, their slugs fixed. */
export function isFixedSection(section: Pick<Category, 'slug'>): boolean {
  return isSpecSection(section.slug);
}

/** The slug proposed for a name: its Roman letters, whole words within the 64 a slug may have. */
export const proposedSlug = (name: string) => slugFromTitle(name, MAX_SECTION_SLUG);

export function validateSection(values: SectionValues): FieldErrors<SectionValues> {
  const errors: FieldErrors<SectionValues> = {};
  const name = values.name.trim();
  const slug = values.slug.trim();
  if (!name) errors.name = 'sectionsAdmin.nameRequired';
  else if (name.length > MAX_SECTION_NAME) errors.name = 'sectionsAdmin.nameTooLong';
  if (values.nameNe.trim().length > MAX_SECTION_NAME) errors.nameNe = 'sectionsAdmin.nameNeTooLong';
  if (!slug) errors.slug = 'sectionsAdmin.slugRequired';
  else if (slug.length > MAX_SECTION_SLUG) errors.slug = 'sectionsAdmin.slugTooLong';
  else if (!SLUG_PATTERN.test(slug)) errors.slug = 'sectionsAdmin.slugInvalid';
  else if (RESERVED_SECTION_SLUGS.includes(slug)) errors.slug = 'sectionsAdmin.slugReserved';
  return errors;
}

/** What POST and PUT /api/categories get: trimmed, an empty Nepali name as null (none). */
export function sectionBody(values: SectionValues) {
  return { name: values.name.trim(), slug: values.slug.trim(), nameNe: values.nameNe.trim() || null };
}
