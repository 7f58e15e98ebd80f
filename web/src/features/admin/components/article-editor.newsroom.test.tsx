import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { breakingCategory, latestCategory, makeArticle, makeUser } from '@/testing/data';
import { mockFetch, type MockAnswer, type RecordedCall } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/test-utils';
import type { Article, User } from '@/types/contract';
import { localDraftKey, writeLocalDraft } from '../lib/local-draft';
import { valuesFromArticle, withBody } from '../editor-form';
import { bodyFromContent } from '../lib/body-doc';
import { ArticleEditor } from './article-editor';

const editor = makeUser({ id: 'ed-1', role: 'editor', firstName: 'Gita' });
const contributor = makeUser({ id: 'co-1', role: 'contributor', firstName: 'Ram' });
const toastRegion = () => screen.getByRole('region', { name: /Notifications/ });

function setup(
  who: User,
  extra: Record<string, MockAnswer | ((call: RecordedCall) => MockAnswer)> = {},
  editId: string | null = null,
) {
  const calls = mockFetch({
    'GET /api/auth/user': { json: who },
    'GET /api/categories': { json: [latestCategory, breakingCategory] },
    ...extra,
  });
  const user = userEvent.setup();
  renderRoute(<ArticleEditor editId={editId} />, {
    path: '/admin/articles',
    url: editId ? `/admin/articles?edit=${editId}` : '/admin/articles',
  });
  return { calls, user };
}

const draft = (overrides: Partial<Article> = {}) =>
  makeArticle({
    id: 7,
    title: 'बजेट आयो',
    summary: null,
    content: 'सरकारले बजेट ल्यायो।',
    category: latestCategory,
    categoryId: latestCategory.id,
    published: false,
    status: 'draft',
    version: 3,
    ...overrides,
  });

const puts = (calls: RecordedCall[]) => calls.filter((c) => c.method === 'PUT');

describe('the newsroom editor', () => {
  afterEach(() => localStorage.clear());

  it('a contributor submits a new article for review: POST with status review, no publish switch', async () => {
    const { calls, user } = setup(contributor, {
      'POST /api/articles': (call) => ({ status: 201, json: draft({ ...(call.json as object), status: 'review' }) }),
    });
    await user.type(await screen.findByLabelText(/^Title/), 'नयाँ समाचार');
    await user.type(screen.getByLabelText(/^Content/), 'पहिलो अनुच्छेद');
    await user.selectOptions(screen.getByLabelText(/^Category/), 'Latest News');
    expect(screen.queryByRole('switch', { name: 'Publish immediately' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit for Review' }));
    expect(await within(toastRegion()).findByText('Submitted for review')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.json).toMatchObject({ title: 'नयाँ समाचार', status: 'review' });
    expect(post.json).not.toHaveProperty('published');
  });

  it('the author sees the editor’s note on a draft sent back', async () => {
    setup(contributor, { 'GET /api/articles/7': { json: draft({ reviewNote: 'शीर्षक छोट्याउनुहोस्' }) } }, '7');
    const note = await screen.findByTestId('review-note');
    expect(note).toHaveTextContent('Note from the editor');
    expect(note).toHaveTextContent('शीर्षक छोट्याउनुहोस्');
  });

  it('a contributor cannot change an article under review', async () => {
    setup(contributor, { 'GET /api/articles/7': { json: draft({ status: 'review' }) } }, '7');
    expect(await screen.findByTestId('editor-locked')).toHaveTextContent('This article is with the editors');
    expect(screen.queryByLabelText(/^Title/)).not.toBeInTheDocument();
  });

  it('sends the version with every save; a 409 shows the other person’s change and keeps the local text', async () => {
    const theirs = draft({ content: 'सरकारले नयाँ बजेट ल्यायो।', version: 4, updatedAt: '2026-11-27T04:15:00.000Z' });
    const { calls, user } = setup(
      editor,
      {
        'GET /api/articles/7': () => ({ json: puts(calls).length ? theirs : draft() }),
        'PUT /api/articles/7': (call) =>
          (call.json as { version?: number }).version === 4
            ? { json: { ...theirs, ...(call.json as object), version: 5 } }
            : {
                status: 409,
                json: {
                  statusCode: 409,
                  message: 'Someone else saved this article since you opened it',
                  error: 'Conflict',
                },
              },
      },
      '7',
    );
    const title = await screen.findByLabelText(/^Title/);
    await user.clear(title);
    await user.type(title, 'मेरो शीर्षक');
    await user.click(screen.getByRole('button', { name: 'Update Article' }));

    const panel = await screen.findByTestId('conflict-panel');
    expect(puts(calls)[0].json).toMatchObject({ title: 'मेरो शीर्षक', version: 3 });
    expect(panel).toHaveTextContent('Someone else saved this article meanwhile');
    // Their change, word by word: "नयाँ" added to the content.
    expect(within(panel).getByText('नयाँ', { selector: 'ins', exact: false })).toBeInTheDocument();
    // Nothing lost: the local text is still in the form.
    expect(screen.getByLabelText(/^Title/)).toHaveValue('मेरो शीर्षक');
    expect(localStorage.getItem(localDraftKey('ed-1', 7))).toContain('मेरो शीर्षक');

    await user.click(within(panel).getByRole('button', { name: 'Keep My Text' }));
    expect(screen.queryByTestId('conflict-panel')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update Article' }));
    expect(await within(toastRegion()).findByText('Article updated')).toBeInTheDocument();
    expect(puts(calls).at(-1)!.json).toMatchObject({ title: 'मेरो शीर्षक', version: 4 });
  });

  it('restores unsaved text after a closed tab, with the version it was based on', async () => {
    const server = draft();
    writeLocalDraft(localDraftKey('ed-1', 7), {
      values: withBody(valuesFromArticle(server), bodyFromContent('सर्भरमा नपुगेको पाठ')),
      base: valuesFromArticle(server),
      version: 3,
      savedAt: '2026-11-27T04:00:00.000Z',
    });
    const { user } = setup(editor, { 'GET /api/articles/7': { json: server } }, '7');
    expect(await screen.findByLabelText(/^Content/)).toHaveTextContent('सर्भरमा नपुगेको पाठ');
    const notice = screen.getByTestId('restored-notice');
    expect(notice).toHaveTextContent('Your unsaved text was restored');
    await user.click(within(notice).getByRole('button', { name: 'Discard it and load the saved article' }));
    await waitFor(() => expect(screen.getByLabelText(/^Content/)).toHaveTextContent('सरकारले बजेट ल्यायो।'));
    expect(localStorage.getItem(localDraftKey('ed-1', 7))).toBeNull();
  });

  it('autosaves a draft to the server once the typing pauses (PUT with the text and version, no state change)', async () => {
    const { calls, user } = setup(
      contributor,
      {
        'GET /api/articles/7': { json: draft() },
        'PUT /api/articles/7': (call) => ({ json: draft({ ...(call.json as object), version: 4 }) }),
      },
      '7',
    );
    // Typing into the body's editor starts at its beginning.
    await user.type(await screen.findByLabelText(/^Content/), 'थप। ');
    expect(screen.getByTestId('autosave-status')).toHaveTextContent('Unsaved changes');
    await waitFor(() => expect(puts(calls)).toHaveLength(1), { timeout: 8000 });
    expect(puts(calls)[0].json).toEqual({
      title: 'बजेट आयो',
      summary: null,
      content: 'थप। सरकारले बजेट ल्यायो।',
      body: { version: 1, blocks: [{ type: 'paragraph', content: [{ text: 'थप। सरकारले बजेट ल्यायो।' }] }] },
      tagIds: [],
      tagNames: [],
      imageUrl: draft().imageUrl,
      imageInfo: null,
      imageUrls: [],
      imageUrlsInfo: [],
      categoryId: latestCategory.id,
      version: 3,
    });
    await waitFor(() => expect(screen.getByTestId('autosave-status')).toHaveTextContent(/Draft saved at/));
    // Saved: the kept copy is gone, and no second save follows.
    expect(localStorage.getItem(localDraftKey('co-1', 7))).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(puts(calls)).toHaveLength(1);
  });

  it('an editor schedules an article under review in Nepal time, with its Bikram Sambat date', async () => {
    const { calls, user } = setup(
      editor,
      {
        'GET /api/articles/7': { json: draft({ status: 'review' }) },
        'PUT /api/articles/7': (call) => ({ json: draft({ ...(call.json as object), status: 'scheduled' }) }),
      },
      '7',
    );
    const picker = await screen.findByLabelText('Publish at (Nepal time)');
    // 2083 मंसिर 6 is 2026-11-22 (lib/dates.test.ts); a year ahead so it is in the future.
    await user.clear(picker);
    await user.type(picker, '2027-11-22T06:00');
    expect(screen.getByTestId('schedule-hint')).toHaveTextContent('Nepal time, UTC+5:45. Bikram Sambat: २०८४');
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(await within(toastRegion()).findByText('Article scheduled')).toBeInTheDocument();
    expect(puts(calls)[0].json).toMatchObject({
      status: 'scheduled',
      publishAt: '2027-11-22T06:00:00+05:45',
      version: 3,
    });
  });

  it('an editor sends an article back to draft with a note', async () => {
    const { calls, user } = setup(
      editor,
      {
        'GET /api/articles/7': { json: draft({ status: 'review' }) },
        'PUT /api/articles/7': (call) => ({ json: draft({ ...(call.json as object) }) }),
      },
      '7',
    );
    await user.type(await screen.findByLabelText(/^Note for the author/), 'स्रोत थप्नुहोस्');
    await user.click(screen.getByRole('button', { name: 'Send Back to Draft' }));
    expect(await within(toastRegion()).findByText('Sent back to the author')).toBeInTheDocument();
    expect(puts(calls)[0].json).toMatchObject({ status: 'draft', note: 'स्रोत थप्नुहोस्', version: 3 });
  });

  it('lists revisions newest first, diffs one against the text in the form, and restores it', async () => {
    const old = {
      id: 21,
      createdAt: '2026-11-26T04:15:00.000Z',
      author: { firstName: 'Ram', lastName: 'Thapa' },
      title: 'पुरानो शीर्षक',
    };
    const { calls, user } = setup(
      editor,
      {
        'GET /api/articles/7': { json: draft() },
        'GET /api/articles/7/revisions': {
          json: [{ ...old, id: 22, createdAt: '2026-11-27T04:15:00.000Z', title: 'बजेट आयो' }, old],
          headers: { 'X-Total-Count': '2' },
        },
        'GET /api/articles/7/revisions/21': {
          json: {
            ...old,
            articleId: 7,
            summary: null,
            content: 'सरकारले बजेट ल्यायो।',
            imageUrl: null,
            imageUrls: [],
            categoryId: 1,
          },
        },
        'POST /api/articles/7/revisions/21/restore': { json: draft({ title: 'पुरानो शीर्षक', version: 4 }) },
      },
      '7',
    );
    const panel = await screen.findByTestId('revisions-panel');
    const rows = await within(panel).findAllByTestId('revision-row');
    expect(rows.map((row) => row.querySelector('p')!.textContent)).toEqual(['बजेट आयो', 'पुरानो शीर्षक']);
    expect(rows[1]).toHaveTextContent('November 26, 2026, 10:00 NPT · २०८३ मंसिर १० by Ram Thapa');

    await user.click(within(rows[1]).getByRole('button', { name: /^Compare the revision of/ }));
    const diff = await within(panel).findByTestId('revision-diff');
    expect(within(diff).getByText('पुरानो', { selector: 'del' })).toBeInTheDocument();
    expect(within(diff).getByText('आयो', { selector: 'ins', exact: false })).toBeInTheDocument();

    await user.click(within(rows[1]).getByRole('button', { name: /^Restore the revision of/ }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Restore' }));
    expect(await within(toastRegion()).findByText('Revision restored')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.url === '/api/articles/7/revisions/21/restore')).toBe(true);
    expect(screen.getByLabelText(/^Title/)).toHaveValue('पुरानो शीर्षक');
  });
});
