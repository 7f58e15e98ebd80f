import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { breakingCategory, latestCategory, makeArticle, makeUser } from '@/testing/data';
import { mockFetch, type MockAnswer, type RecordedCall } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/test-utils';
import { ArticleEditor } from './article-editor';

const admin = makeUser({ role: 'admin', firstName: 'Gita' });

function setup(
  extra: Record<string, MockAnswer | ((call: RecordedCall) => MockAnswer)> = {},
  editId: string | null = null,
) {
  const calls = mockFetch({
    'GET /api/auth/user': { json: admin },
    'GET /api/categories': { json: [latestCategory, breakingCategory] },
    ...extra,
  });
  const user = userEvent.setup({ applyAccept: false });
  const view = renderRoute(<ArticleEditor editId={editId} />, {
    path: '/admin/articles',
    url: editId ? `/admin/articles?edit=${editId}` : '/admin/articles',
  });
  return { calls, user, ...view };
}

const png = (name = 'photo.png', size = 100) => new File([new Uint8Array(size)], name, { type: 'image/png' });
const toastRegion = () => screen.getByRole('region', { name: /Notifications/ });

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/^Title/), 'नयाँ समाचार');
  await user.type(screen.getByLabelText(/^Content/), 'पहिलो अनुच्छेद');
  await user.selectOptions(screen.getByLabelText(/^Category/), 'Breaking News');
}

describe('article editor (spec §2, §5)', () => {
  it('keeps the save button disabled until title, content and category are filled', async () => {
    const { user } = setup();
    const save = await screen.findByRole('button', { name: 'Save Draft' });
    expect(save).toBeDisabled();
    await user.type(screen.getByLabelText(/^Title/), 'शीर्षक');
    expect(save).toBeDisabled();
    await user.type(screen.getByLabelText(/^Content/), 'सामग्री');
    expect(save).toBeDisabled();
    await user.selectOptions(screen.getByLabelText(/^Category/), 'Latest News');
    expect(save).toBeEnabled();
  });

  it('labels the save button Save Draft or Publish Article by the toggle', async () => {
    const { user } = setup();
    expect(await screen.findByRole('button', { name: 'Save Draft' })).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Publish immediately' }));
    expect(screen.getByRole('button', { name: 'Publish Article' })).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Publish immediately' }));
    expect(screen.getByRole('button', { name: 'Save Draft' })).toBeInTheDocument();
  });

  it('refuses a title over 255 characters', async () => {
    const { user } = setup();
    await fillRequired(user);
    const title = screen.getByLabelText(/^Title/);
    await user.clear(title);
    await user.click(title);
    await user.paste('क'.repeat(256));
    expect(screen.getByText('Title must be at most 255 characters')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Draft' })).toBeDisabled();
  });

  it('the preview needs title and content: Validation Error otherwise', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Preview Article' }));
    expect(within(toastRegion()).getByText('Validation Error')).toBeInTheDocument();
    expect(within(toastRegion()).getByText('Please fill in all required fields')).toBeInTheDocument();
  });

  it('previews the article and goes back to the form with Edit Article', async () => {
    const { user } = setup();
    await fillRequired(user);
    await user.type(screen.getByLabelText(/^Summary/), 'सारांश यहाँ');
    await user.click(screen.getByRole('button', { name: 'Preview Article' }));
    expect(screen.getByRole('heading', { level: 1, name: 'नयाँ समाचार' })).toBeInTheDocument();
    expect(screen.getByText('सारांश यहाँ')).toBeInTheDocument();
    expect(screen.getByText('Preview: this is how readers will see the article.')).toBeInTheDocument();
    expect(screen.getByText('Senior Editor')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Edit Article' })[0]);
    expect(screen.getByLabelText(/^Title/)).toHaveValue('नयाँ समाचार');
  });

  it('checks the image type and size before uploading', async () => {
    const { user, calls } = setup();
    const input = await screen.findByLabelText('Upload image');
    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(within(toastRegion()).getByText('Invalid file type')).toBeInTheDocument();
    expect(within(toastRegion()).getByText('Please select an image file')).toBeInTheDocument();

    const big = png('big.png');
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(input, big);
    expect(within(toastRegion()).getByText('File too large')).toBeInTheDocument();
    expect(within(toastRegion()).getByText('Please select an image smaller than 10MB')).toBeInTheDocument();
    expect(calls.some((c) => c.url.startsWith('/api/upload'))).toBe(false);
  });

  it('uploads the article image: "Image uploaded"', async () => {
    const { user, calls } = setup({ 'POST /api/upload': { status: 201, json: { url: '/media/images/hero.png' } } });
    await user.upload(await screen.findByLabelText('Upload image'), png());
    expect(await within(toastRegion()).findByText('Image uploaded')).toBeInTheDocument();
    const call = calls.find((c) => c.url === '/api/upload')!;
    expect((call.init.body as FormData).get('image')).toBeInstanceOf(File);
    expect(screen.getByRole('img', { name: 'Article image' })).toHaveAttribute('src', '/media/images/hero.png');
    expect(screen.getByLabelText('Replace image')).toBeInTheDocument();
  });

  it('shows the server refusal of an upload', async () => {
    setup({
      'POST /api/upload': {
        status: 400,
        json: { statusCode: 400, message: 'Invalid file type: Please select an image file', error: 'Bad Request' },
      },
    });
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(await screen.findByLabelText('Upload image'), png('fake.png'));
    expect(await within(toastRegion()).findByText('Upload failed')).toBeInTheDocument();
    expect(within(toastRegion()).getByText('Invalid file type: Please select an image file')).toBeInTheDocument();
  });

  it('names the bad file among several additional images', async () => {
    const { user, calls } = setup();
    await user.upload(await screen.findByLabelText('Upload images'), [
      png('a.png'),
      new File(['x'], 'b.txt', { type: 'text/plain' }),
    ]);
    expect(within(toastRegion()).getByText('Invalid file type')).toBeInTheDocument();
    expect(within(toastRegion()).getByText('b.txt: Please select an image file')).toBeInTheDocument();
    expect(calls.some((c) => c.url.startsWith('/api/upload'))).toBe(false);
  });

  it('uploads several additional images: "Images uploaded (n images)"', async () => {
    const { user, calls } = setup({
      'POST /api/upload/multiple': { status: 201, json: { urls: ['/media/a.png', '/media/b.png'] } },
    });
    await user.upload(await screen.findByLabelText('Upload images'), [png('a.png'), png('b.png')]);
    expect(await within(toastRegion()).findByText('Images uploaded (2 images)')).toBeInTheDocument();
    const body = calls.find((c) => c.url === '/api/upload/multiple')!.init.body as FormData;
    expect(body.getAll('files')).toHaveLength(2);
    expect(within(screen.getByTestId('additional-images')).getAllByRole('img')).toHaveLength(2);
  });

  it('adds an image by URL only when it starts with http:// or https://, imported by the server', async () => {
    const { user, calls } = setup({
      'POST /api/upload/url': { status: 201, json: { url: '/media/images/2026/11/imported.jpg' } },
    });
    const url = await screen.findByLabelText('Image URL');
    await user.type(url, 'ftp://example.com/a.jpg');
    await user.click(screen.getByRole('button', { name: 'Add image' }));
    expect(within(toastRegion()).getByText('Invalid URL')).toBeInTheDocument();
    expect(
      within(toastRegion()).getByText('Please enter a valid URL starting with http:// or https://'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes('/api/upload/url'))).toBe(false);
    await user.clear(url);
    await user.type(url, 'https://example.com/a.jpg{Enter}');
    // The portal's copy, never the pasted address.
    expect(await screen.findByRole('img', { name: 'Additional image 1' })).toHaveAttribute(
      'src',
      '/media/images/2026/11/imported.jpg',
    );
    expect(calls.find((c) => c.url.includes('/api/upload/url'))!.json).toEqual({ url: 'https://example.com/a.jpg' });
    expect(url).toHaveValue('');
  });

  it("shows the server's refusal of an image URL and adds nothing", async () => {
    const refusal =
      'This address points into a private network (loopback, link-local or private addresses are not fetched)';
    const { user } = setup({
      'POST /api/upload/url': { status: 400, json: { statusCode: 400, message: refusal, error: 'Bad Request' } },
    });
    const url = await screen.findByLabelText('Image URL');
    await user.type(url, 'http://169.254.169.254/latest.png');
    await user.click(screen.getByRole('button', { name: 'Add image' }));
    expect(await within(toastRegion()).findByText('Picture not added')).toBeInTheDocument();
    expect(within(toastRegion()).getByText(refusal)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Additional image 1' })).toBeNull();
    expect(url).toHaveValue('http://169.254.169.254/latest.png');
    expect(screen.getByRole('button', { name: 'Add image' })).toBeEnabled();
  });

  it('creates the article: POST with the form, "Article created"', async () => {
    const { user, calls, router } = setup({
      'POST /api/articles': (call) => ({ status: 201, json: makeArticle({ ...(call.json as object), id: 77 }) }),
    });
    await fillRequired(user);
    await user.click(screen.getByRole('switch', { name: 'Publish immediately' }));
    await user.click(screen.getByRole('button', { name: 'Publish Article' }));
    expect(await within(toastRegion()).findByText('Article created')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.json).toEqual({
      title: 'नयाँ समाचार',
      summary: null,
      content: 'पहिलो अनुच्छेद',
      // The body the editor wrote (the server derives `content` from it too), no tag, no picture.
      body: { version: 1, blocks: [{ type: 'paragraph', content: [{ text: 'पहिलो अनुच्छेद' }] }] },
      tagIds: [],
      tagNames: [],
      imageUrl: null,
      imageInfo: null,
      imageUrls: [],
      imageUrlsInfo: [],
      categoryId: 2,
      published: true,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
  });

  it('says what went wrong when the server refuses', async () => {
    const { user } = setup({
      'POST /api/articles': { status: 500, text: '' },
    });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(await within(toastRegion()).findByText('Error')).toBeInTheDocument();
    expect(within(toastRegion()).getByText('Failed to create article. Please try again.')).toBeInTheDocument();
  });

  it('edits an article: loads it, Update Article, PUT, "Article updated"', async () => {
    const saved = makeArticle({
      id: 5,
      title: 'पुरानो शीर्षक',
      category: breakingCategory,
      categoryId: 2,
      published: false,
    });
    const { user, calls } = setup(
      {
        'GET /api/articles/5': { json: saved },
        'PUT /api/articles/5': (call) => ({ json: { ...saved, ...(call.json as object) } }),
      },
      '5',
    );
    const title = await screen.findByLabelText(/^Title/);
    expect(title).toHaveValue('पुरानो शीर्षक');
    await waitFor(() => expect(screen.getByLabelText(/^Category/)).toHaveValue('2'));
    await user.clear(title);
    await user.type(title, 'नयाँ शीर्षक');
    await user.click(screen.getByRole('button', { name: 'Update Article' }));
    expect(await within(toastRegion()).findByText('Article updated')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')!.json).toMatchObject({
      title: 'नयाँ शीर्षक',
      categoryId: 2,
      published: false,
    });
  });

  it('edit of a missing article says Article Not Found', async () => {
    setup({ 'GET /api/articles/9': { status: 404, json: { statusCode: 404, message: 'Article not found' } } }, '9');
    expect(await screen.findByText('Article Not Found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/admin/dashboard');
  });

  it('the form itself refuses anyone but an admin', async () => {
    mockFetch({ 'GET /api/auth/user': { json: makeUser({ role: 'client' }) } });
    renderRoute(<ArticleEditor editId={null} />, { path: '/admin/articles' });
    expect(await screen.findByText("You don't have permission to create articles.")).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Title/)).not.toBeInTheDocument();
  });
});
