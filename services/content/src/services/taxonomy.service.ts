import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { EventPublisher, Transactions } from '@portal/shared';
import type { CreateCategoryDto, TagQuery, UpdateCategoryDto } from '../dtos/article.dto';
import type { Category, Tag } from '../repositories/articles.repository';
import { TaxonomyRepository } from '../repositories/taxonomy.repository';
import { tagKeys } from '../stories/slug';

/** spec.md's two sections: their slugs are fixed (the ticker, the red styling, the home page). */
export const FIXED_SECTIONS = ['latest-news', 'breaking-news'] as const;
/** Slugs that mean something else in the category routes and the list query. */
const RESERVED_SLUGS = ['latest', 'all', 'rss'];

export const SECTION_IN_USE = (n: number) =>
  `This section still has ${n} article${n === 1 ? '' : 's'}: move or delete them before deleting the section`;
export const SLUG_TAKEN = 'Another section already has this slug';
export const FIXED_SECTION =
  'Latest News and Breaking News are part of the site: they cannot be deleted and keep their slugs';
export const SECTION_NOT_FOUND = 'Section not found';

@Injectable()
export class TaxonomyService {
  constructor(
    private readonly taxonomy: TaxonomyRepository,
    private readonly transactions: Transactions,
    private readonly events: EventPublisher,
  ) {}

  async createCategory(dto: CreateCategoryDto): Promise<Category> {
    checkSlug(dto.slug);
    return this.transactions.run(async (sql) => {
      const made = await this.taxonomy.insertCategory(
        { name: dto.name, slug: dto.slug, nameNe: dto.nameNe ?? null },
        sql,
      );
      if (!made) throw new ConflictException(SLUG_TAKEN);
      // Every page's header and footer list the sections.
      await this.events.publishPurge(['lists'], sql);
      return made;
    });
  }

  async updateCategory(id: number, dto: UpdateCategoryDto): Promise<Category> {
    if (dto.slug !== undefined) checkSlug(dto.slug);
    return this.transactions.run(async (sql) => {
      const current = await this.taxonomy.findCategory(id, sql);
      if (!current) throw new NotFoundException(SECTION_NOT_FOUND);
      const fixed = (FIXED_SECTIONS as readonly string[]).includes(current.slug);
      if (fixed && dto.slug !== undefined && dto.slug !== current.slug) throw new BadRequestException(FIXED_SECTION);
      const updated = await this.taxonomy.updateCategory(id, dto, sql);
      if (updated === 'taken') throw new ConflictException(SLUG_TAKEN);
      if (!updated) throw new NotFoundException(SECTION_NOT_FOUND);
      await this.events.publishPurge([`section-${id}`, 'lists'], sql);
      return updated;
    });
  }

  async deleteCategory(id: number): Promise<void> {
    await this.transactions.run(async (sql) => {
      const current = await this.taxonomy.findCategory(id, sql);
      if (!current) throw new NotFoundException(SECTION_NOT_FOUND);
      if ((FIXED_SECTIONS as readonly string[]).includes(current.slug)) throw new BadRequestException(FIXED_SECTION);
      const used = await this.taxonomy.articlesIn(id, sql);
      if (used > 0) throw new ConflictException(SECTION_IN_USE(used));
      await this.taxonomy.deleteCategory(id, sql);
      await this.events.publishPurge([`section-${id}`, 'lists'], sql);
    });
  }

  sectionUsage(): Promise<{ id: number; articles: number }[]> {
    return this.taxonomy.articleCounts();
  }

  /** Tags as one types: Devanagari by the normal form, Roman letters by the Roman keys (search's rules). */
  suggestTags(query: TagQuery): Promise<Tag[]> {
    const keys = tagKeys(query.q ?? '');
    if (!keys.nameKey) return Promise.resolve([]);
    return this.taxonomy.suggest(keys.nameKey, keys.romanKey, query.limit ?? 10);
  }

  async tag(slug: string): Promise<Tag> {
    const tag = await this.taxonomy.tagBySlug(slug);
    if (!tag) throw new NotFoundException('Tag not found');
    return tag;
  }
}

function checkSlug(slug: string): void {
  if (RESERVED_SLUGS.includes(slug)) throw new BadRequestException(`The slug "${slug}" is reserved`);
}
