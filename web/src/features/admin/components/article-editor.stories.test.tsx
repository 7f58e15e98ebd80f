import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { breakingCategory, latestCategory, makeArticle, makeUser } from '@/testing/data';
import { mockFetch, type MockAnswer, type RecordedCall } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/test-utils';
import { ArticleEditor } from './article-editor';

/** The article editor with issue 22's fields: the rich body, tags, Preeti paste, slug, the picture's words. */
const admin = makeUser({ role: 'admin', firstName: 'Gita' });
const PREETI = 'g]kfnsf] ;+ljwfg';
const UNICODE = 'नेपालको संविधान';

function setup(
  extra: Record<string, MockAnswer | ((call: RecordedCall) => MockAnswer | Promise<MockAnswer>)> = {},
  editId: string | null = null,
) {
  const calls = mockFetch({
    'GET /api/auth/user': { json: admin },
    'GET /api/categories': { json: [latestCategory, breakingCategory] },
    'POST /api/articles': (call) => ({ status: 201, json: makeArticle({ ...(call.json as object), id: 77 }) }),
    ...extra,
  });
  const user = userEvent.setup({ applyAccept: false });
  renderRoute(<ArticleEditor editId={editId} />, {
    path: '/admin/articles',
    url: editId ? `/admin/articles?edit=${editId}` : '/admin/articles',
  });
  return { calls, user };
}

const body = () => screen.getByLabelText(/^Content/);
const toastRegion = () => screen.getByRole('region', { name: /Notifications/ });

/** A paste on the body as a browser sends one: the clipboard's HTML and plain text. */
function pasteInto(target: HTMLElement, data: { html?: string; text?: string }) {
  const types = [...(data.html ? ['text/html'] : []), ...(data.text ? ['text/plain'] : [])];
  const clipboardData = {
    types,
    getData: (type: string) =>
      type === 'text/html' ? (data.html ?? '') : type === 'text/plain' ? (data.text ?? '') : '',
  };
  fireEvent.paste(target, { clipboardData });
}
const posted = (calls: RecordedCall[]) =>
  calls.find((c) => c.method === 'POST' && c.url === '/api/articles')?.json as Record<string, unknown>;

describe('article editor: the story (issue 22)', () => {
  it('offers the sections editors added by their names (not as Latest News) and files the article there', async () => {
    const politics = { id: 101, name: 'Politics', slug: 'politics', nameNe: 'राजनीति' };
    const { user, calls } = setup({ 'GET /api/categories': { json: [latestCategory, breakingCategory, politics] } });
    await user.type(await screen.findByLabelText(/^Title/), 'संसदको बैठक');
    const select = screen.getByLabelText(/^Category/);
    await within(select).findByRole('option', { name: 'Politics' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(expect.arrayContaining(['Latest News', 'Breaking News', 'Politics']));
    await user.selectOptions(select, 'Politics');
    await user.type(body(), 'पहिलो अनुच्छेद');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await waitFor(() => expect(posted(calls)).toBeDefined());
    expect(posted(calls)).toMatchObject({ categoryId: 101 });
  });

  it('writes a heading and a list with the toolbar: the body is sent as blocks, the content as lines', async () => {
    const { user, calls } = setup();
    await user.type(await screen.findByLabelText(/^Title/), 'पोखरामा नयाँ पुल');
    await user.selectOptions(screen.getByLabelText(/^Category/), 'Latest News');
    await user.type(body(), 'मुख्य कुरा');
    await user.click(screen.getByRole('button', { name: 'Heading' }));
    expect(screen.getByRole('button', { name: 'Heading' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(body()).getByRole('heading', { level: 2 })).toHaveTextContent('मुख्य कुरा');
    await user.type(body(), '{Enter}पहिलो बुँदा');
    await user.click(screen.getByRole('button', { name: 'Bulleted list' }));
    expect(within(body()).getByRole('listitem')).toHaveTextContent('पहिलो बुँदा');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await waitFor(() => expect(posted(calls)).toBeDefined());
    expect(posted(calls)).toMatchObject({
      title: 'पोखरामा नयाँ पुल',
      content: 'मुख्य कुरा\nपहिलो बुँदा',
      body: {
        version: 1,
        blocks: [
          { type: 'heading', level: 2, content: [{ text: 'मुख्य कुरा' }] },
          { type: 'list', ordered: false, items: [[{ text: 'पहिलो बुँदा' }]] },
        ],
      },
    });
    // The slug follows the title: the server makes the same one, so none is sent.
    expect(posted(calls)).not.toHaveProperty('slug');
  });

  it('opens an article without a body with its plain text as paragraphs', async () => {
    const old = makeArticle({ id: 5, content: 'पहिलो अनुच्छेद\nदोस्रो अनुच्छेद', body: undefined });
    setup({ 'GET /api/articles/5': { json: old } }, '5');
    const paragraphs = await waitFor(() => {
      const found = within(body()).getAllByText(/अनुच्छेद/);
      expect(found).toHaveLength(2);
      return found;
    });
    expect(paragraphs.map((p) => p.tagName)).toEqual(['P', 'P']);
  });

  it('suggests existing tags as one types and adds new ones by name', async () => {
    const { user, calls } = setup({
      'GET /api/tags': (call) =>
        new URL(call.url, 'http://localhost').searchParams.get('q') === 'raj'
          ? { json: [{ id: 4, name: 'राजनीति', slug: 'rajaniti' }] }
          : { json: [] },
    });
    await user.type(await screen.findByLabelText(/^Title/), 'शीर्षक');
    await user.selectOptions(screen.getByLabelText(/^Category/), 'Latest News');
    await user.type(body(), 'पाठ');
    const input = screen.getByRole('combobox', { name: /^Tags/ });
    await user.type(input, 'raj');
    await user.click(await screen.findByRole('option', { name: 'राजनीति' }));
    await user.type(input, 'बजेट{Enter}');
    const chosen = screen.getByRole('list', { name: 'Chosen tags' });
    expect(within(chosen).getByText('राजनीति')).toBeInTheDocument();
    expect(within(chosen).getByText('बजेट')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove tag बजेट' }));
    await user.type(input, 'अर्थ{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await waitFor(() => expect(posted(calls)).toBeDefined());
    expect(posted(calls)).toMatchObject({ tagIds: [4], tagNames: ['अर्थ'] });
  });

  it('converts Preeti pasted into the title, with Undo putting back what was pasted', async () => {
    const { user } = setup();
    const title = await screen.findByLabelText(/^Title/);
    await user.click(title);
    await user.paste(PREETI);
    expect(title).toHaveValue(UNICODE);
    const notice = screen.getByTestId('preeti-notice');
    expect(notice).toHaveTextContent('Preeti text converted to Unicode.');
    await user.click(within(notice).getByRole('button', { name: 'Undo' }));
    expect(title).toHaveValue(PREETI);
    expect(screen.queryByTestId('preeti-notice')).toBeNull();
    // English is pasted as it is.
    await user.clear(title);
    await user.paste('The budget was presented today.');
    expect(title).toHaveValue('The budget was presented today.');
    expect(screen.queryByTestId('preeti-notice')).toBeNull();
  });

  it('converts Preeti pasted into the body, and Undo puts it back', async () => {
    const { user } = setup();
    await user.click(await screen.findByLabelText(/^Content/));
    await user.paste(PREETI);
    await waitFor(() => expect(body()).toHaveTextContent(UNICODE));
    await user.click(within(screen.getByTestId('preeti-notice')).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(body()).toHaveTextContent(PREETI));
    expect(body()).not.toHaveTextContent(UNICODE);
  });

  it('prefills the slug from the title until it is changed, and sends a changed one', async () => {
    const { user, calls } = setup();
    const slug = await screen.findByLabelText(/^Address \(slug\)/);
    await user.type(screen.getByLabelText(/^Title/), 'पोखरामा नयाँ पुल');
    expect(slug).toHaveValue('pokarama-nayan-pul');
    await user.clear(slug);
    await user.type(slug, 'Pokhara Bridge');
    expect(screen.getByRole('alert')).toHaveTextContent('Use lower-case Roman letters, digits and single hyphens');
    await user.tab();
    expect(slug).toHaveValue('pokhara-bridge');
    await user.type(screen.getByLabelText(/^Title/), ' खुल्यो');
    expect(slug).toHaveValue('pokhara-bridge');
    await user.selectOptions(screen.getByLabelText(/^Category/), 'Latest News');
    await user.type(body(), 'पाठ');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await waitFor(() => expect(posted(calls)).toBeDefined());
    expect(posted(calls)).toMatchObject({ slug: 'pokhara-bridge' });
  });

  it('gives a quote its source with the field under the toolbar', async () => {
    const { user, calls } = setup();
    await user.type(await screen.findByLabelText(/^Title/), 'भनाइ');
    await user.selectOptions(screen.getByLabelText(/^Category/), 'Latest News');
    expect(screen.queryByLabelText('Quote source')).toBeNull();
    await user.type(body(), 'देश बनाऔँ');
    await user.click(screen.getByRole('button', { name: 'Quote' }));
    await user.type(screen.getByLabelText('Quote source'), 'प्रधानमन्त्री');
    expect(body().querySelector('blockquote')).toHaveAttribute('data-cite', 'प्रधानमन्त्री');
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await waitFor(() => expect(posted(calls)).toBeDefined());
    expect(posted(calls).body).toEqual({
      version: 1,
      blocks: [{ type: 'quote', content: [{ text: 'देश बनाऔँ' }], cite: 'प्रधानमन्त्री' }],
    });
  });

  it('imports a picture pasted into the body as HTML before the body keeps it', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const imported = new Promise((resolve) => (answer = resolve));
    const { user, calls } = setup({
      'POST /api/upload/url': async (): Promise<MockAnswer> => {
        await imported;
        return { status: 201, json: { url: '/media/images/2026/11/bridge.jpg' } };
      },
    });
    await user.type(await screen.findByLabelText(/^Title/), 'पुल');
    await user.selectOptions(screen.getByLabelText(/^Category/), 'Latest News');
    await user.type(body(), 'पुलको समाचार');
    pasteInto(body(), { html: '<p>हेर्नुहोस्</p><img src="https://news.example.com/bridge.jpg" alt="पुल">' });
    // Busy while the server fetches it: not shown from the foreign host, and the form waits to save.
    expect(await screen.findByTestId('body-figure-importing')).toBeInTheDocument();
    expect(body().querySelector('img[src^="https://"]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Save Draft' })).toBeDisabled();
    answer(undefined);
    await waitFor(() => expect(screen.queryByTestId('body-figure-importing')).toBeNull());
    expect(within(body()).getByRole('img', { name: 'पुल' })).toHaveAttribute('src', '/media/images/2026/11/bridge.jpg');
    expect(calls.find((c) => c.url.includes('/api/upload/url'))!.json).toEqual({
      url: 'https://news.example.com/bridge.jpg',
    });
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    await waitFor(() => expect(posted(calls)).toBeDefined());
    const blocks = (posted(calls).body as { blocks: { type: string; url?: string }[] }).blocks;
    expect(blocks.filter((b) => b.type === 'image')).toEqual([
      { type: 'image', url: '/media/images/2026/11/bridge.jpg', alt: 'पुल' },
    ]);
  });

  it("removes a pasted picture address the server refuses, with the server's message", async () => {
    const refusal =
      'This address points into a private network (loopback, link-local or private addresses are not fetched)';
    const { user } = setup({
      'POST /api/upload/url': { status: 400, json: { statusCode: 400, message: refusal, error: 'Bad Request' } },
    });
    await user.click(await screen.findByLabelText(/^Content/));
    pasteInto(body(), { text: 'http://127.0.0.1/x.png' });
    expect(await within(toastRegion()).findByText(refusal)).toBeInTheDocument();
    expect(within(toastRegion()).getByText('Picture not added')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('body-figure')).toBeNull());
    expect(body()).not.toHaveTextContent('127.0.0.1');
  });

  it('gives the lead picture a caption, credit and alt text', async () => {
    const withImage = makeArticle({ id: 6, imageUrl: '/media/images/hero.jpg', imageInfo: undefined });
    const { user, calls } = setup(
      {
        'GET /api/articles/6': { json: withImage },
        'PUT /api/articles/6': (call) => ({ json: makeArticle({ ...withImage, ...(call.json as object) }) }),
      },
      '6',
    );
    const words = await screen.findByTestId('image-words');
    await user.type(within(words).getByLabelText('Caption'), 'नयाँ पुल');
    await user.type(within(words).getByLabelText('Credit'), 'फोटो: राम');
    await user.type(within(words).getByLabelText('Alt text'), 'पुलको दृश्य');
    await user.click(screen.getByRole('button', { name: 'Update Article' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.json).toMatchObject({
      imageInfo: { caption: 'नयाँ पुल', credit: 'फोटो: राम', alt: 'पुलको दृश्य' },
    });
  });
});
