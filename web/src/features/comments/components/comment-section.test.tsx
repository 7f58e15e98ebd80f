import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '@/testing/data';
import { mockFetch, signedOut, type MockAnswer, type RecordedCall } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/test-utils';
import type { Comment } from '@/types/contract';
import { makeComment } from '@/testing/comments';
import { CommentSection } from './comment-section';

const ARTICLE = 7;
const LIST = `GET /api/articles/${ARTICLE}/comments`;
const toastRegion = () => screen.getByRole('region', { name: /Notifications/ });
const params = (call: RecordedCall) => new URL(call.url, 'http://x').searchParams;
const listCalls = (calls: RecordedCall[]) => calls.filter((c) => c.method === 'GET' && c.url.includes('/comments'));

const me = makeUser({ id: 'user-a', firstName: 'Sita', lastName: 'Sharma' });
const other = { firstName: 'Ram', lastName: 'Thapa', profileImageUrl: null };

const mine = makeComment({ id: 1, userId: 'user-a', content: 'मेरो प्रतिक्रिया' });
const theirs = makeComment({ id: 2, userId: 'user-b', user: other, content: 'अर्काको प्रतिक्रिया', likesCount: 2 });
const reply = makeComment({ id: 3, parentId: 1, userId: 'user-b', user: other, content: 'पहिलो जवाफ' });
const replyToReply = makeComment({ id: 4, parentId: 3, userId: 'user-a', content: 'जवाफको जवाफ' });

function listAnswer(comments: Comment[], { total, next }: { total?: number; next?: string } = {}): MockAnswer {
  const top = comments.filter((c) => c.parentId === undefined).length;
  return {
    json: comments,
    headers: { 'X-Total-Count': String(total ?? top), ...(next ? { 'X-Next-Cursor': next } : {}) },
  };
}

function setup(
  table: Record<string, MockAnswer | ((call: RecordedCall) => MockAnswer)> = {},
  { viewer = me as typeof me | null } = {},
) {
  const calls = mockFetch({
    'GET /api/auth/user': viewer ? { json: viewer } : signedOut,
    [LIST]: listAnswer([mine, theirs, reply, replyToReply]),
    ...table,
  });
  const user = userEvent.setup();
  const view = renderRoute(<CommentSection articleId={ARTICLE} />, {
    path: '/article/:id',
    url: `/article/${ARTICLE}`,
  });
  return { calls, user, ...view };
}

const card = (text: string) => screen.getByText(text).closest('[data-testid="comment"]') as HTMLElement;

describe('comment section: visitors', () => {
  it('reads the comments, is asked to sign in, and liking asks for sign-in', async () => {
    const { calls, user, router } = setup({}, { viewer: null });
    expect(await screen.findByText('Please sign in to leave a comment')).toBeInTheDocument();
    await screen.findByText('अर्काको प्रतिक्रिया');
    expect(screen.queryByLabelText('Write a comment')).not.toBeInTheDocument();
    // No reply, edit, delete or report for a visitor.
    for (const name of ['Reply', 'Edit', 'Delete', 'Report', 'Hide']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }

    await user.click(within(card('अर्काको प्रतिक्रिया')).getByTestId('comment-like'));
    const region = toastRegion();
    expect(await within(region).findByText('Authentication required')).toBeInTheDocument();
    expect(within(region).getByText('Please sign in to like comments')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('link', { name: 'Sign In' }));
    expect(router.state.location.pathname).toBe('/login');
  });
});

describe('comment section: the thread', () => {
  it('nests replies (three levels), shows removed placeholders and asks for the newest 20 first', async () => {
    const removed = makeComment({ id: 9, deleted: true, content: '', user: null, userId: '' });
    const underRemoved = makeComment({ id: 10, parentId: 9, userId: 'user-b', user: other, content: 'बाँकी जवाफ' });
    const { calls } = setup({ [LIST]: listAnswer([mine, removed, reply, replyToReply, underRemoved]) });
    await screen.findByText('जवाफको जवाफ');
    expect(card('मेरो प्रतिक्रिया')).toHaveAttribute('data-depth', '0');
    expect(card('पहिलो जवाफ')).toHaveAttribute('data-depth', '1');
    expect(card('जवाफको जवाफ')).toHaveAttribute('data-depth', '2');
    expect(within(screen.getByRole('list', { name: 'Replies to Sita Sharma' })).getByText('पहिलो जवाफ')).toBeTruthy();
    expect(screen.getByText('This comment was removed')).toBeInTheDocument();
    expect(card('बाँकी जवाफ')).toHaveAttribute('data-depth', '1');
    const first = params(listCalls(calls)[0]);
    expect([first.get('sort'), first.get('limit'), first.get('after')]).toEqual(['newest', '20', null]);
  });

  it('shows comment text as text, never as HTML', async () => {
    const evil = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';
    const { container } = setup({ [LIST]: listAnswer([makeComment({ id: 5, content: evil, userId: 'user-b' })]) });
    expect(await screen.findByText(evil)).toBeInTheDocument();
    expect(container.querySelector('[data-testid="comment-content"] img')).toBeNull();
    expect(container.querySelector('[data-testid="comment-content"] script')).toBeNull();
  });

  it('says so when there are no comments yet', async () => {
    setup({ [LIST]: listAnswer([]) });
    expect(await screen.findByText('No comments yet. Be the first to share your thoughts.')).toBeInTheDocument();
  });

  it('Load more comments asks for the next page with the cursor and adds it', async () => {
    const older = makeComment({ id: 20, userId: 'user-b', user: other, content: 'पुरानो प्रतिक्रिया' });
    const { calls, user } = setup({
      [LIST]: (call) =>
        params(call).get('after') === 'CUR1'
          ? listAnswer([older], { total: 3 })
          : listAnswer([mine, theirs], { total: 3, next: 'CUR1' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Load more comments' }));
    expect(await screen.findByText('पुरानो प्रतिक्रिया')).toBeInTheDocument();
    expect(screen.getByText('मेरो प्रतिक्रिया')).toBeInTheDocument();
    expect(params(listCalls(calls).at(-1)!).get('after')).toBe('CUR1');
    expect(screen.queryByRole('button', { name: 'Load more comments' })).not.toBeInTheDocument();
  });

  it('the sort selector asks the server for oldest and most liked first', async () => {
    const { calls, user } = setup();
    await screen.findByText('मेरो प्रतिक्रिया');
    const select = screen.getByLabelText('Sort comments');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Newest', 'Oldest', 'Most liked']);
    await user.selectOptions(select, 'oldest');
    await waitFor(() => expect(params(listCalls(calls).at(-1)!).get('sort')).toBe('oldest'));
    await user.selectOptions(select, 'top');
    await waitFor(() => expect(params(listCalls(calls).at(-1)!).get('sort')).toBe('top'));
  });
});

describe('comment section: writing', () => {
  it('the counter, blank and over-500 texts cannot be posted, 500 can', async () => {
    const { user } = setup();
    const box = await screen.findByLabelText('Write a comment');
    const form = screen.getByTestId('new-comment-form');
    const post = within(form).getByRole('button', { name: 'Post Comment' });
    expect(within(form).getByText('0/500 characters')).toBeInTheDocument();
    expect(post).toBeDisabled();

    await user.type(box, '    ');
    expect(within(form).getByText('0/500 characters')).toBeInTheDocument();
    expect(post).toBeDisabled();

    await user.clear(box);
    await user.click(box);
    await user.paste('x'.repeat(501));
    expect(within(form).getByText('501/500 characters')).toBeInTheDocument();
    expect(within(form).getByRole('alert')).toHaveTextContent('Comment must be at most 500 characters');
    expect(post).toBeDisabled();

    await user.type(box, '{Backspace}');
    expect(within(form).getByText('500/500 characters')).toBeInTheDocument();
    expect(post).toBeEnabled();
  });

  it('posts a comment: POST {content}, "Comment posted", the box empties and the list is fetched again', async () => {
    const { calls, user } = setup({
      [`POST /api/articles/${ARTICLE}/comments`]: { status: 201, json: makeComment({ id: 30, content: 'नयाँ' }) },
    });
    const box = await screen.findByLabelText('Write a comment');
    await user.type(box, '  नयाँ प्रतिक्रिया ');
    expect(screen.getByText(`${'नयाँ प्रतिक्रिया'.length}/500 characters`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(await within(toastRegion()).findByText('Comment posted')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.json).toEqual({ content: 'नयाँ प्रतिक्रिया' });
    expect(box).toHaveValue('');
    await waitFor(() => expect(listCalls(calls).length).toBe(2));
  });

  it('a failed post: "Error" / "Failed to post comment. Please try again." and the text stays', async () => {
    const { user } = setup({ [`POST /api/articles/${ARTICLE}/comments`]: { status: 500, text: 'boom' } });
    const box = await screen.findByLabelText('Write a comment');
    await user.type(box, 'hello');
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    const region = toastRegion();
    expect(await within(region).findByText('Error')).toBeInTheDocument();
    expect(within(region).getByText('Failed to post comment. Please try again.')).toBeInTheDocument();
    expect(box).toHaveValue('hello');
  });

  it('the posting limit (429) says how long to wait', async () => {
    const { user } = setup({
      [`POST /api/articles/${ARTICLE}/comments`]: {
        status: 429,
        json: { statusCode: 429, message: 'You are posting comments too quickly. Try again in 42 seconds.' },
      },
    });
    await user.type(await screen.findByLabelText('Write a comment'), 'hello');
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(
      await within(toastRegion()).findByText('You are posting comments too quickly. Try again in 42 seconds.'),
    ).toBeInTheDocument();
  });
});

describe('comment section: replies and edits', () => {
  it('a reply box opens per comment, posts to /reply, closes and says "Reply posted"; Cancel closes it', async () => {
    const { calls, user } = setup({
      'POST /api/comments/2/reply': { status: 201, json: makeComment({ id: 40, parentId: 2 }) },
    });
    const target = await screen.findByText('अर्काको प्रतिक्रिया');
    await user.click(within(card('अर्काको प्रतिक्रिया')).getByRole('button', { name: 'Reply' }));
    expect(screen.getByLabelText('Write a reply to Ram Thapa')).toBeInTheDocument();
    await user.click(within(screen.getByTestId('comment-reply-form')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByTestId('comment-reply-form')).not.toBeInTheDocument();

    await user.click(within(card('अर्काको प्रतिक्रिया')).getByRole('button', { name: 'Reply' }));
    await user.type(screen.getByLabelText('Write a reply to Ram Thapa'), 'धन्यवाद');
    await user.click(screen.getByRole('button', { name: 'Post Reply' }));
    expect(await within(toastRegion()).findByText('Reply posted')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/comments/2/reply')!.json).toEqual({ content: 'धन्यवाद' });
    expect(screen.queryByTestId('comment-reply-form')).not.toBeInTheDocument();
    expect(target).toBeInTheDocument();
  });

  it('a failed reply: "Failed to post reply. Please try again."', async () => {
    const { user } = setup({ 'POST /api/comments/2/reply': { status: 500, text: '' } });
    await screen.findByText('अर्काको प्रतिक्रिया');
    await user.click(within(card('अर्काको प्रतिक्रिया')).getByRole('button', { name: 'Reply' }));
    await user.type(screen.getByLabelText('Write a reply to Ram Thapa'), 'x');
    await user.click(screen.getByRole('button', { name: 'Post Reply' }));
    expect(await within(toastRegion()).findByText('Failed to post reply. Please try again.')).toBeInTheDocument();
  });

  it("edit and delete only on my own comments; Report only on others'", async () => {
    setup();
    await screen.findByText('मेरो प्रतिक्रिया');
    const own = within(card('मेरो प्रतिक्रिया'));
    expect(own.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(own.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(own.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
    const others = within(card('अर्काको प्रतिक्रिया'));
    expect(others.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(others.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(others.getByRole('button', { name: 'Report' })).toBeInTheDocument();
    // Only admins hide.
    expect(screen.queryByRole('button', { name: 'Hide' })).not.toBeInTheDocument();
  });

  it('edit mode: Cancel keeps the text, Save sends PUT and says "Comment updated"', async () => {
    const edited = { ...mine, content: 'सच्याइएको', editedAt: '2026-11-22T05:00:00.000Z' };
    let saved = false;
    const { calls, user } = setup({
      [LIST]: () => listAnswer([saved ? edited : mine, theirs]),
      'PUT /api/comments/1': () => {
        saved = true;
        return { json: edited };
      },
    });
    await screen.findByText('मेरो प्रतिक्रिया');
    await user.click(within(card('मेरो प्रतिक्रिया')).getByRole('button', { name: 'Edit' }));
    const box = screen.getByLabelText('Edit your comment');
    expect(box).toHaveValue('मेरो प्रतिक्रिया');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled(); // nothing changed yet
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('मेरो प्रतिक्रिया')).toBeInTheDocument();

    await user.click(within(card('मेरो प्रतिक्रिया')).getByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByLabelText('Edit your comment'));
    await user.type(screen.getByLabelText('Edit your comment'), 'सच्याइएको');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(toastRegion()).findByText('Comment updated')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')!.json).toEqual({ content: 'सच्याइएको' });
    expect(await screen.findByText('सच्याइएको')).toBeInTheDocument();
    expect(within(card('सच्याइएको')).getByText('(edited)')).toBeInTheDocument();
  });

  it('a failed edit: "Failed to update comment. Please try again." and edit mode stays', async () => {
    const { user } = setup({ 'PUT /api/comments/1': { status: 500, text: '' } });
    await screen.findByText('मेरो प्रतिक्रिया');
    await user.click(within(card('मेरो प्रतिक्रिया')).getByRole('button', { name: 'Edit' }));
    await user.type(screen.getByLabelText('Edit your comment'), '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(toastRegion()).findByText('Failed to update comment. Please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Edit your comment')).toBeInTheDocument();
  });

  it('delete asks first, then DELETE and "Comment deleted"', async () => {
    const { calls, user } = setup({ 'DELETE /api/comments/1': { status: 204 } });
    await screen.findByText('मेरो प्रतिक्रिया');
    await user.click(within(card('मेरो प्रतिक्रिया')).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(card('मेरो प्रतिक्रिया')).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await within(toastRegion()).findByText('Comment deleted')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/comments/1')).toBe(true);
  });

  it('Report sends the reason and the button then says "Reported"', async () => {
    const { calls, user } = setup({ 'POST /api/comments/2/report': { json: { reported: true } } });
    await screen.findByText('अर्काको प्रतिक्रिया');
    await user.click(within(card('अर्काको प्रतिक्रिया')).getByRole('button', { name: 'Report' }));
    const dialog = screen.getByRole('alertdialog');
    await user.type(within(dialog).getByLabelText(/Reason/), 'spam');
    await user.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(await within(toastRegion()).findByText('Comment reported')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/comments/2/report')!.json).toEqual({ reason: 'spam' });
    expect(within(card('अर्काको प्रतिक्रिया')).getByText('Reported')).toBeInTheDocument();
    expect(within(card('अर्काको प्रतिक्रिया')).queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
  });
});

describe('comment section: likes', () => {
  it('the count changes at once, then settles with the server answer; "Comment liked"', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    setup({ 'POST /api/comments/2/like': { json: { liked: true, likesCount: 5 } } });
    const mocked = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if ((input instanceof Request ? input.url : String(input)).endsWith('/like')) await gate;
      return mocked(input, init);
    });
    const user = userEvent.setup();
    await screen.findByText('अर्काको प्रतिक्रिया');
    const like = within(card('अर्काको प्रतिक्रिया')).getByTestId('comment-like');
    expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(within(like).getByTestId('comment-likes')).toHaveTextContent('2');
    await user.click(like);
    // Before the server answers:
    await waitFor(() => expect(within(like).getByTestId('comment-likes')).toHaveTextContent('3'));
    expect(like).toHaveAttribute('aria-pressed', 'true');
    release();
    await waitFor(() => expect(within(like).getByTestId('comment-likes')).toHaveTextContent('5'));
    expect(await within(toastRegion()).findByText('Comment liked')).toBeInTheDocument();
  });

  it('unlike takes one back without a toast', async () => {
    const liked = { ...theirs, likedByMe: true, likesCount: 1 };
    const { user } = setup({
      [LIST]: listAnswer([liked]),
      'POST /api/comments/2/like': { json: { liked: false, likesCount: 0 } },
    });
    await screen.findByText('अर्काको प्रतिक्रिया');
    const like = within(card('अर्काको प्रतिक्रिया')).getByTestId('comment-like');
    await user.click(like);
    await waitFor(() => expect(within(like).getByTestId('comment-likes')).toHaveTextContent('0'));
    expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(within(toastRegion()).queryByText('Comment liked')).not.toBeInTheDocument();
  });

  it('a failed like puts the count back: "Failed to like comment. Please try again."', async () => {
    const { user } = setup({ 'POST /api/comments/2/like': { status: 500, text: '' } });
    await screen.findByText('अर्काको प्रतिक्रिया');
    const like = within(card('अर्काको प्रतिक्रिया')).getByTestId('comment-like');
    await user.click(like);
    expect(await within(toastRegion()).findByText('Failed to like comment. Please try again.')).toBeInTheDocument();
    expect(within(like).getByTestId('comment-likes')).toHaveTextContent('2');
    expect(like).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('comment section: admins', () => {
  const admin = makeUser({ id: 'admin-1', role: 'admin', firstName: 'Admin' });

  it('hide: PUT visibility {hidden: true}, "Comment hidden"; a hidden comment is marked and has no Hide', async () => {
    let hidden = false;
    const { calls, user } = setup(
      {
        [LIST]: () => listAnswer([{ ...theirs, hidden }, mine]),
        'PUT /api/admin/comments/2/visibility': () => {
          hidden = true;
          return { json: { ...theirs, hidden: true } };
        },
      },
      { viewer: admin },
    );
    await screen.findByText('अर्काको प्रतिक्रिया');
    await user.click(within(card('अर्काको प्रतिक्रिया')).getByRole('button', { name: 'Hide' }));
    expect(await within(toastRegion()).findByText('Comment hidden')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')!.json).toEqual({ hidden: true });
    await waitFor(() => expect(within(card('अर्काको प्रतिक्रिया')).getByText('Hidden')).toBeInTheDocument());
    expect(within(card('अर्काको प्रतिक्रिया')).queryByRole('button', { name: 'Hide' })).not.toBeInTheDocument();
    // Admins edit only their own comments too.
    expect(within(card('अर्काको प्रतिक्रिया')).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('a failed hide: "Failed to hide comment. Please try again."', async () => {
    const { user } = setup({ 'PUT /api/admin/comments/2/visibility': { status: 500, text: '' } }, { viewer: admin });
    await screen.findByText('अर्काको प्रतिक्रिया');
    await user.click(within(card('अर्काको प्रतिक्रिया')).getByRole('button', { name: 'Hide' }));
    expect(await within(toastRegion()).findByText('Failed to hide comment. Please try again.')).toBeInTheDocument();
  });
});

describe('comment section: Nepali', () => {
  it('speaks Nepali with Devanagari digits', async () => {
    const { createI18n } = await import('@/lib/i18n');
    mockFetch({ 'GET /api/auth/user': { json: me }, [LIST]: listAnswer([theirs]) });
    renderRoute(<CommentSection articleId={ARTICLE} />, { path: '/a', i18n: createI18n('ne') });
    expect(await screen.findByText('प्रतिक्रियाहरू')).toBeInTheDocument();
    expect(await screen.findByText('०/५०० अक्षर')).toBeInTheDocument();
    await screen.findByText('अर्काको प्रतिक्रिया');
    expect(within(card('अर्काको प्रतिक्रिया')).getByTestId('comment-likes')).toHaveTextContent('२');
  });
});
