import 'reflect-metadata';
import { BadRequestException, ForbiddenException, NotFoundException } from '@nestjs/common';
import type { EventPublisher, RateLimits, Session } from '@portal/shared';
import { encodeCursor, TooManyRequestsException } from '@portal/shared';
import { memoryTransactions, MemoryEvents, MemoryRateLimits } from '@portal/shared/testing';
import type { CommentsRepository } from '../repositories/comments.repository';
import type { ReadCopiesRepository } from '../repositories/read-copies.repository';
import { MemoryCommentsDb, MemoryCommentsRepository, MemoryReadCopiesRepository } from '../testing/memory-repositories';
import { CommentsService, SUSPENDED } from './comments.service';
import { ModerationService } from './moderation.service';
import { ReactionsService } from './reactions.service';

// The rules of the three comment services, with their repositories in memory.

const session = (userId: string, role: 'admin' | 'client' = 'client', verified = true): Session =>
  ({ id: `s-${userId}`, userId, role, verified }) as Session;
const reader = session('reader-a');
const other = session('reader-b');
const editor = session('editor', 'admin');

let db: MemoryCommentsDb;
let events: MemoryEvents;
let limits: MemoryRateLimits;
let comments: CommentsService;
let reactions: ReactionsService;
let moderation: ModerationService;

beforeEach(() => {
  db = new MemoryCommentsDb();
  events = new MemoryEvents();
  limits = new MemoryRateLimits();
  const repo = new MemoryCommentsRepository(db) as unknown as CommentsRepository;
  const copies = new MemoryReadCopiesRepository(db) as unknown as ReadCopiesRepository;
  comments = new CommentsService(
    repo,
    copies,
    limits as unknown as RateLimits,
    events as unknown as EventPublisher,
    memoryTransactions,
  );
  reactions = new ReactionsService(repo);
  moderation = new ModerationService(repo, events as unknown as EventPublisher, memoryTransactions);
  for (const s of [reader, other, editor]) {
    db.users.set(s.userId, {
      id: s.userId,
      email: `${s.userId}@example.com`,
      firstName: 'नाम',
      lastName: s.userId,
      profileImageUrl: null,
      role: s.role,
      hidden: false,
    });
  }
  db.articles.set(1, { id: 1, title: 'प्रकाशित', published: true });
  db.articles.set(2, { id: 2, title: 'मस्यौदा', published: false });
});

describe('CommentsService', () => {
  it('posts under published articles only, and publishes the new total', async () => {
    const view = await comments.create(1, 'नमस्ते', reader);
    expect(view).toMatchObject({ articleId: 1, content: 'नमस्ते', isOwner: true, userId: reader.userId });
    await expect(comments.create(2, 'draft', reader)).rejects.toThrow(NotFoundException);
    await expect(comments.create(99, 'none', reader)).rejects.toThrow(NotFoundException);
    expect(events.published.at(-1)).toEqual({ stream: 'comments', type: 'comments.total', snapshot: { total: 1 } });
  });

  it('refuses a suspended account', async () => {
    db.users.get(reader.userId)!.hidden = true;
    await expect(comments.create(1, 'x', reader)).rejects.toThrow(SUSPENDED);
  });

  it('lets an unverified account post 3 times, then answers 429', async () => {
    const fresh = session('fresh', 'client', false);
    for (let i = 0; i < 3; i++) await comments.create(1, `c${i}`, fresh);
    await expect(comments.create(1, 'fourth', fresh)).rejects.toThrow(TooManyRequestsException);
    await comments.create(1, 'verified readers are not held', reader);
  });

  it('shows ids and e-mails to the author and editors only', async () => {
    const { id } = await comments.create(1, 'mine', reader);
    const page = async (s?: Session) => (await comments.listForArticle(1, {}, s)).items.find((c) => c.id === id)!;
    expect(await page(other)).toMatchObject({ userId: null, isOwner: false });
    expect((await page(other)).user).not.toHaveProperty('email');
    expect(await page(reader)).toMatchObject({ userId: reader.userId, isOwner: true });
    expect((await page(editor)).user).toMatchObject({ email: `${reader.userId}@example.com` });
    expect(await page(editor)).toHaveProperty('reportsCount', 0);
  });

  it('lists top-level comments in pages with a cursor, replies after them oldest first', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push((await comments.create(1, `c${i}`, editor)).id);
    const r1 = await comments.reply(ids[4], 'first reply', other);
    const r2 = await comments.reply(r1.id, 'reply to reply', reader);
    const first = await comments.listForArticle(1, { limit: 2 });
    expect(first.total).toBe(5);
    expect(first.items.map((c) => c.id)).toEqual([ids[4], ids[3], r1.id, r2.id]);
    expect(first.nextCursor).not.toBeNull();
    const second = await comments.listForArticle(1, { limit: 2, after: first.nextCursor! });
    expect(second.items.map((c) => c.id)).toEqual([ids[2], ids[1]]);
    // The older parameter name pages the same way.
    const viaBefore = await comments.listForArticle(1, { limit: 2, before: first.nextCursor! });
    expect(viaBefore.items.map((c) => c.id)).toEqual([ids[2], ids[1]]);
    const last = await comments.listForArticle(1, { limit: 2, after: second.nextCursor! });
    expect(last.items.map((c) => c.id)).toEqual([ids[0]]);
    expect(last.nextCursor).toBeNull();
  });

  it('answers 400 to a cursor of another sort or of another shape', async () => {
    await comments.create(1, 'x', reader);
    const timeCursor = encodeCursor('2026-01-01 00:00:00.001+00', 1);
    await expect(comments.listForArticle(1, { sort: 'top', after: timeCursor })).rejects.toThrow(BadRequestException);
    await expect(comments.listForArticle(1, { after: encodeCursor(3, 1) })).rejects.toThrow('Invalid cursor');
    await expect(comments.listForArticle(1, { after: 'bm90LWpzb24' })).rejects.toThrow('Invalid cursor');
  });

  it('hides drafts from readers but not from editors', async () => {
    await expect(comments.listForArticle(2, {}, reader)).rejects.toThrow(NotFoundException);
    await expect(comments.listForArticle(2, {}, editor)).resolves.toMatchObject({ total: 0 });
  });

  it('lets only the author edit, and the author or an editor remove', async () => {
    const { id } = await comments.create(1, 'original', reader);
    await expect(comments.edit(id, 'hijack', other)).rejects.toThrow(ForbiddenException);
    await expect(comments.edit(id, 'hijack', editor)).rejects.toThrow(ForbiddenException);
    expect(await comments.edit(id, 'edited', reader)).toMatchObject({
      content: 'edited',
      editedAt: expect.any(String),
    });
    await expect(comments.remove(id, other)).rejects.toThrow(ForbiddenException);
    await comments.remove(id, editor);
    await expect(comments.remove(id, reader)).rejects.toThrow(NotFoundException);
  });

  it('keeps a removed comment as a placeholder while a reply hangs on it, and refuses replies to it', async () => {
    const { id } = await comments.create(1, 'parent', reader);
    const reply = await comments.reply(id, 'child', other);
    await comments.remove(id, reader);
    const list = await comments.listForArticle(1, {}, other);
    expect(list.items.find((c) => c.id === id)).toMatchObject({
      deleted: true,
      content: '',
      user: null,
      userId: null,
    });
    await expect(comments.reply(id, 'again', other)).rejects.toThrow('You cannot reply to a removed comment');
    await comments.remove(reply.id, other);
    expect((await comments.listForArticle(1, {}, other)).items).toEqual([]);
  });

  it('hides comments of hidden comments and hidden users from readers (404 to act on them)', async () => {
    const { id } = await comments.create(1, 'to hide', other);
    await moderation.setHidden(id, true, editor);
    expect((await comments.listForArticle(1, {}, reader)).items).toEqual([]);
    await expect(comments.reply(id, 'x', reader)).rejects.toThrow(NotFoundException);
    expect((await comments.listForArticle(1, {}, editor)).items[0]).toMatchObject({ id, hidden: true });
  });
});

describe('ReactionsService', () => {
  it('toggles one like per user', async () => {
    const { id } = await comments.create(1, 'likeable', other);
    expect(await reactions.toggleLike(id, reader)).toEqual({ liked: true, likesCount: 1 });
    expect(await reactions.toggleLike(id, editor)).toEqual({ liked: true, likesCount: 2 });
    expect(await reactions.toggleLike(id, reader)).toEqual({ liked: false, likesCount: 1 });
  });

  it('counts a report once per user and refuses removed or hidden comments', async () => {
    const { id } = await comments.create(1, 'bad', other);
    await reactions.report(id, 'spam', reader);
    await reactions.report(id, 'again', reader);
    expect(db.comments.get(id)!.reportsCount).toBe(1);
    await moderation.setHidden(id, true, editor);
    await expect(reactions.toggleLike(id, reader)).rejects.toThrow(NotFoundException);
    const removed = await comments.create(1, 'gone', reader);
    await comments.remove(removed.id, reader);
    await expect(reactions.report(removed.id, undefined, other)).rejects.toThrow(NotFoundException);
  });
});

describe('ModerationService', () => {
  it('filters by status as readers see it, searches literally, and pages by offset', async () => {
    const a = await comments.create(1, '100% सत्य', reader);
    const b = await comments.create(1, 'plain', other);
    await comments.create(1, 'another', other);
    db.users.get(other.userId)!.hidden = true;
    await reactions.report(a.id, undefined, other);
    const list = (q: object) => moderation.list({ ...q }, editor);
    expect((await list({ status: 'hidden' })).total).toBe(2);
    expect((await list({ status: 'visible' })).items.map((c) => c.id)).toEqual([a.id]);
    expect((await list({ status: 'reported' })).items.map((c) => c.id)).toEqual([a.id]);
    expect((await list({ search: '100%' })).items.map((c) => c.id)).toEqual([a.id]);
    expect((await list({ search: '%' })).total).toBe(1);
    expect((await list({ search: 'मस्यौदा' })).total).toBe(0);
    const paged = await list({ limit: 1, offset: 1 });
    expect(paged).toMatchObject({ total: 3 });
    expect(paged.items.map((c) => c.id)).toEqual([b.id]);
    expect(paged.items[0].article).toEqual({ title: 'प्रकाशित' });
  });

  it('answers 404 when hiding a comment that does not exist', async () => {
    await expect(moderation.setHidden(404, true, editor)).rejects.toThrow(NotFoundException);
  });
});
