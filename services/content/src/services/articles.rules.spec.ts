import 'reflect-metadata';
import { BadRequestException, NotFoundException } from '@nestjs/common';
import type { EventPublisher, Session } from '@portal/shared';
import { encodeCursor } from '@portal/shared';
import { memoryTransactions, MemoryEvents } from '@portal/shared/testing';
import type { CreateArticleDto } from '../dtos/article.dto';
import type { ArticlesRepository } from '../repositories/articles.repository';
import { MemoryArticlesRepository } from '../testing/memory-repositories';
import { ArticlesService } from './articles.service';
import { ReaderTotals } from './reader-totals';

// The articles rules, with the repository in memory.

const editorSession = { id: 's1', userId: 'editor-1', role: 'admin', verified: true } as Session;

let repo: MemoryArticlesRepository;
let events: MemoryEvents;
let articles: ArticlesService;

beforeEach(() => {
  repo = new MemoryArticlesRepository();
  events = new MemoryEvents();
  articles = new ArticlesService(
    repo as unknown as ArticlesRepository,
    events as unknown as EventPublisher,
    memoryTransactions,
    new ReaderTotals(),
  );
});

const draft = (overrides: Partial<CreateArticleDto> = {}): CreateArticleDto => ({
  title: 'शीर्षक',
  content: 'सामग्री',
  categoryId: 1,
  ...overrides,
});

describe('ArticlesService', () => {
  it('keeps drafts from readers (404) and shows them to editors', async () => {
    const { id } = await articles.create(draft(), editorSession);
    await expect(articles.get(id, false)).rejects.toThrow(NotFoundException);
    await expect(articles.get(id, true)).resolves.toMatchObject({ id, published: false, publishedAt: null });
    expect((await articles.list({}, false)).items).toEqual([]);
    expect((await articles.list({}, true)).total).toBe(1);
  });

  it('gives an article without its author event a staff byline', async () => {
    const { author } = await articles.create(draft({ published: true }), editorSession);
    expect(author).toEqual({ firstName: 'Staff', lastName: 'Writer', profileImageUrl: null, role: 'client' });
  });

  it('refuses an unknown category with 400 and publishes an event per change', async () => {
    await expect(articles.create(draft({ categoryId: 9 }), editorSession)).rejects.toThrow(BadRequestException);
    const { id } = await articles.create(draft(), editorSession);
    await articles.update(id, { title: 'still a draft' });
    await articles.update(id, { published: true });
    await articles.remove(id);
    // Caches are purged only for what readers could see: not for the draft or its edit.
    expect(events.published.map((e) => e.type)).toEqual([
      'article.created',
      'article.updated',
      'article.updated',
      'cache.purge',
      'article.deleted',
      'cache.purge',
    ]);
    expect(events.published.find((e) => e.type === 'cache.purge')?.snapshot).toEqual({
      tags: [`article-${id}`, 'section-1', 'lists'],
    });
    await expect(articles.update(id, { title: 'x' })).rejects.toThrow(NotFoundException);
    await expect(articles.remove(id)).rejects.toThrow(NotFoundException);
  });

  it('pages readers by publication time with one cursor, under `after` or `before`', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push((await articles.create(draft({ published: true }), editorSession)).id);
    // Published last, so first in readers' lists although created first.
    const late = await articles.create(draft(), editorSession);
    await articles.update(late.id, { published: true });
    const first = await articles.list({ limit: 4 }, false);
    expect(first.items.map((a) => a.id)).toEqual([late.id, ids[4], ids[3], ids[2]]);
    const viaAfter = await articles.list({ limit: 4, after: first.nextCursor! }, false);
    const viaBefore = await articles.list({ limit: 4, before: first.nextCursor! }, false);
    expect(viaAfter.items.map((a) => a.id)).toEqual([ids[1], ids[0]]);
    expect(viaBefore.items.map((a) => a.id)).toEqual([ids[1], ids[0]]);
    expect(viaAfter.nextCursor).toBeNull();
  });

  it('answers 400 to a cursor of another shape', async () => {
    await expect(articles.list({ after: encodeCursor(5, 1) }, false)).rejects.toThrow('Invalid cursor');
    await expect(articles.list({ before: Buffer.from('2026-01-01|1').toString('base64url') }, false)).rejects.toThrow(
      'Invalid cursor',
    );
  });

  it('lets editors search titles literally and filter by status; readers cannot', async () => {
    await articles.create(draft({ title: '50% छुट' }), editorSession);
    await articles.create(draft({ title: '500 रुपैयाँ', published: true }), editorSession);
    expect((await articles.list({ search: '50%' }, true)).items.map((a) => a.title)).toEqual(['50% छुट']);
    expect((await articles.list({ status: 'published' }, true)).total).toBe(1);
    // A reader's search is ignored: only published articles, all of them.
    expect((await articles.list({ search: '50%' }, false)).items.map((a) => a.title)).toEqual(['500 रुपैयाँ']);
  });

  it("keeps readers' totals a few seconds and gives editors exact ones", async () => {
    await articles.list({ category: 'latest' }, false);
    await articles.list({ category: 'latest-news' }, false);
    expect(repo.counts).toBe(1);
    await articles.list({}, true);
    await articles.list({}, true);
    expect(repo.counts).toBe(3);
  });
});
