import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { categoryKeys } from '@/api/query-keys';
import { api, dataOf } from '@/lib/api-client';
import type { Category, components } from '@/types/contract';
import { refreshAfterSectionChange } from './invalidate';

type SectionInput = components['schemas']['CreateCategoryDto'];
type SectionChanges = components['schemas']['UpdateCategoryDto'];

/** POST /api/categories {name, slug, nameNe} → the section (409 when the slug is taken). */
export function createSection(section: SectionInput): Promise<Category> {
  return dataOf(api.POST('/api/categories', { body: section }));
}

/** PUT /api/categories/{id} with what changed (spec.md's two keep their slugs: 400). */
export function updateSection({ id, changes }: { id: number; changes: SectionChanges }): Promise<Category> {
  return dataOf(api.PUT('/api/categories/{id}', { params: { path: { id } }, body: changes }));
}

/** DELETE /api/categories/{id} → 204; 409 with the count while articles use it. */
export function deleteSection(id: number): Promise<void> {
  return dataOf(api.DELETE('/api/categories/{id}', { params: { path: { id } } }));
}

/** GET /api/categories/usage: how many articles (drafts included) each section holds, by id. */
export function useSectionUsage() {
  return useQuery({
    queryKey: categoryKeys.usage,
    queryFn: async () => {
      const usage = await dataOf(api.GET('/api/categories/usage'));
      return new Map(usage.map((section) => [section.id, section.articles]));
    },
  });
}

export function useCreateSection() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createSection, onSuccess: () => refreshAfterSectionChange(queryClient) });
}

export function useUpdateSection() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateSection, onSuccess: () => refreshAfterSectionChange(queryClient) });
}

export function useDeleteSection() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteSection, onSuccess: () => refreshAfterSectionChange(queryClient) });
}
