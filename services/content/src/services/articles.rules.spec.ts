import type { TaxonomyRepository } from '../repositories/taxonomy.repository';
import 'reflect-metadata';
import { BadRequestException, ConflictException, ForbiddenException, NotFoundException } from '@nestjs/common';
import type { EventPublisher, Session } from '@portal/shared';
import { encodeCursor } from '@portal/shared';
import { memoryTransactions, MemoryEvents } from '@portal/shared/testing';
import type { CreateArticleDto } from '../dtos/article.dto';
import type { ArticlesRepository } from '../repositories/articles.repository';
import type { AuditRepository } from '../repositories/audit.repository';
import type { RevisionsRepository } from '../repositories/revisions.repository';
import { MemoryArticlesRepository, MemoryHistory } from '../testing/memory-repositories';
import { ArticlesService } from './articles.service';
import { ReaderTotals } from './reader-totals';

// The articles rules, with the repository in memory.

const editorSession = { id: 's1', userId: 'editor-1', role: 'admin', verified: true } as Session;
const contributorSession = { id: 's2', userId: 'writer-1', role: 'contributor', verified: true } as Session;
/** Lists and reads as an editor (`true`) or an anonymous reader (`false`). */
const as = (editor: boolean) => (editor ? editorSession : undefined);

let repo: MemoryArticlesRepository;
let events: MemoryEvents;
let articles: ArticlesService;
let history: MemoryHistory;

beforeEach(() => {
  repo = new MemoryArticlesRepository();
  events = new MemoryEvents();
  history = new MemoryHistory();
  articles = new ArticlesService(
    repo as unknown as ArticlesRepository,
    events as unknown as EventPublisher,
    memoryTransactions,
    new ReaderTotals(),
    history as unknown as RevisionsRepository,
    history as unknown as AuditRepository,
    { existingTags: async (ids: number[]) => ids, ensureTag: async () => 1 } as unknown as TaxonomyRepository,
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
    await expect(articles.get(id, as(false))).rejects.toThrow(NotFoundException);
    await expect(articles.get(id, as(true))).resolves.toMatchObject({ id, published: false, publishedAt: null });
    expect((await articles.list({}, as(false))).items).toEqual([]);
    expect((await articles.list({}, as(true))).total).toBe(1);
  });

  it('gives an article without its author event a staff byline', async () => {
    const { author } = await articles.create(draft({ published: true }), editorSession);
    expect(author).toEqual({
      id: 'editor-1',
      firstName: 'Staff',
      lastName: 'Writer',
      profileImageUrl: null,
      role: 'client',
      bio: null,
    });
  });

  it('refuses an unknown category with 400 and publishes an event per change', async () => {
    await expect(articles.create(draft({ categoryId: 9 }), editorSession)).rejects.toThrow(BadRequestException);
    const { id } = await articles.create(draft(), editorSession);
    await articles.update(id, { title: 'still a draft' }, editorSession);
    await articles.update(id, { published: true }, editorSession);
    await articles.remove(id, editorSession);
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
    await expect(articles.update(id, { title: 'x' }, editorSession)).rejects.toThrow(NotFoundException);
    await expect(articles.remove(id, editorSession)).rejects.toThrow(NotFoundException);
  });

  it('pages readers by publication time with one cursor, under `after` or `before`', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push((await articles.create(draft({ published: true }), editorSession)).id);
    // Published last, so first in readers' lists although created first.
    const late = await articles.create(draft(), editorSession);
    await articles.update(late.id, { published: true }, editorSession);
    const first = await articles.list({ limit: 4 }, as(false));
    expect(first.items.map((a) => a.id)).toEqual([late.id, ids[4], ids[3], ids[2]]);
    const viaAfter = await articles.list({ limit: 4, after: first.nextCursor! }, as(false));
    const viaBefore = await articles.list({ limit: 4, before: first.nextCursor! }, as(false));
    expect(viaAfter.items.map((a) => a.id)).toEqual([ids[1], ids[0]]);
    expect(viaBefore.items.map((a) => a.id)).toEqual([ids[1], ids[0]]);
    expect(viaAfter.nextCursor).toBeNull();
  });

  it('answers 400 to a cursor of another shape', async () => {
    await expect(articles.list({ after: encodeCursor(5, 1) }, as(false))).rejects.toThrow('Invalid cursor');
    await expect(
      articles.list({ before: Buffer.from('2026-01-01|1').toString('base64url') }, as(false)),
    ).rejects.toThrow('Invalid cursor');
  });

  it('lets editors search titles literally and filter by status; readers cannot', async () => {
    await articles.create(draft({ title: '50% छुट' }), editorSession);
    await articles.create(draft({ title: '500 रुपैयाँ', published: true }), editorSession);
    expect((await articles.list({ search: '50%' }, as(true))).items.map((a) => a.title)).toEqual(['50% छुट']);
    expect((await articles.list({ status: 'published' }, as(true))).total).toBe(1);
    // A reader's search is ignored: only published articles, all of them.
    expect((await articles.list({ search: '50%' }, as(false))).items.map((a) => a.title)).toEqual(['500 रुपैयाँ']);
  });

  it("keeps readers' totals a few seconds and gives editors exact ones", async () => {
    await articles.list({ category: 'latest' }, as(false));
    await articles.list({ category: 'latest-news' }, as(false));
    expect(repo.counts).toBe(1);
    await articles.list({}, as(true));
    await articles.list({}, as(true));
    expect(repo.counts).toBe(3);
  });

  it('keeps a contributor to their own drafts: always a draft or submitted, never published', async () => {
    await expect(articles.create(draft({ published: true }), contributorSession)).rejects.toThrow(ForbiddenException);
    const mine = await articles.create(draft(), contributorSession);
    const theirs = await articles.create(draft(), editorSession);
    await expect(articles.get(theirs.id, contributorSession)).rejects.toThrow(NotFoundException);
    await expect(articles.update(theirs.id, { title: 'x' }, contributorSession)).rejects.toThrow(NotFoundException);
    await expect(articles.update(mine.id, { published: true }, contributorSession)).rejects.toThrow(ForbiddenException);
    const submitted = await articles.update(mine.id, { title: 'नयाँ', status: 'review' }, contributorSession);
    expect(submitted).toMatchObject({ status: 'review', published: false, title: 'नयाँ', version: 2 });
    // Submitted: no longer theirs to change or delete.
    await expect(articles.update(mine.id, { title: 'y' }, contributorSession)).rejects.toThrow(ForbiddenException);
    await expect(articles.remove(mine.id, contributorSession)).rejects.toThrow(ForbiddenException);
    expect((await articles.list({ mine: true }, contributorSession)).items.map((a) => a.id)).toEqual([mine.id]);
    expect(history.audit.map((a) => a.action)).toEqual([
      'article.created',
      'article.created',
      'article.edited',
      'article.submitted',
    ]);
  });

  it('sends back with a note, refuses a stale version (409) and schedules only in the future', async () => {
    const { id } = await articles.create(draft({ status: 'review' }), contributorSession);
    const back = await articles.update(id, { status: 'draft', note: 'स्रोत थप्नुहोस्' }, editorSession);
    expect(back).toMatchObject({ status: 'draft', reviewNote: 'स्रोत थप्नुहोस्', version: 2 });
    await expect(articles.update(id, { title: 'पुरानो', version: 1 }, editorSession)).rejects.toThrow(ConflictException);
    expect((await articles.get(id, editorSession)).title).toBe('शीर्षक');
    const past = new Date(Date.now() - 60_000).toISOString();
    await expect(articles.update(id, { status: 'scheduled', publishAt: past }, editorSession)).rejects.toThrow(
      BadRequestException,
    );
    await expect(articles.update(id, { status: 'scheduled' }, editorSession)).rejects.toThrow(BadRequestException);
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await articles.update(id, { status: 'scheduled', publishAt: at, version: 2 }, editorSession);
    expect(scheduled).toMatchObject({ status: 'scheduled', published: false, publishAt: at, reviewNote: null });
  });
});
