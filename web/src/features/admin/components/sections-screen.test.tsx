import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import AdminSectionsRoute from '@/app/routes/admin/sections';
import { breakingCategory, latestCategory, makeUser } from '@/testing/data';
import { mockFetch, type MockAnswer, type RecordedCall } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/test-utils';
import type { Category } from '@/types/contract';

const toastRegion = () => screen.getByRole('region', { name: /Notifications/ });
const politics: Category = { id: 101, name: 'Politics', slug: 'politics', nameNe: 'राजनीति' };
const sport: Category = { id: 102, name: 'Sport', slug: 'sport', nameNe: null };

/**
 * The sections screen over a small in-memory server: GET answers the current list, so a test
 * sees the list refreshed after a change; `extra` replaces an answer (a refusal).
 */
function setup(extra: Record<string, MockAnswer | ((call: RecordedCall) => MockAnswer)> = {}) {
  let sections: Category[] = [
    { ...latestCategory, nameNe: 'ताजा समाचार' },
    { ...breakingCategory, nameNe: null },
    politics,
    sport,
  ];
  const idOf = (call: RecordedCall) => Number(call.url.split('/').pop());
  const calls = mockFetch({
    'GET /api/auth/user': { json: makeUser({ role: 'editor' }) },
    'GET /api/categories': () => ({ json: sections }),
    'GET /api/categories/usage': () => ({
      json: sections.map(({ id }) => ({ id, articles: ({ 1: 20, 2: 4, 101: 3 } as Record<number, number>)[id] ?? 0 })),
    }),
    'POST /api/categories': ({ json }) => {
      const made = { id: 200, nameNe: null, ...(json as Omit<Category, 'id'>) };
      sections = [...sections, made];
      return { status: 201, json: made };
    },
    'PUT /api/categories/101': (call) => {
      sections = sections.map((s) => (s.id === idOf(call) ? { ...s, ...(call.json as Partial<Category>) } : s));
      return { json: sections.find((s) => s.id === idOf(call)) };
    },
    'PUT /api/categories/1': (call) => {
      sections = sections.map((s) => (s.id === 1 ? { ...s, ...(call.json as Partial<Category>) } : s));
      return { json: sections[0] };
    },
    'DELETE /api/categories/102': () => {
      sections = sections.filter((s) => s.id !== 102);
      return { status: 204 };
    },
    'DELETE /api/categories/101': {
      status: 409,
      json: {
        statusCode: 409,
        message: 'This section still has 3 articles: move or delete them before deleting the section',
        error: 'Conflict',
      },
    },
    ...extra,
  });
  const user = userEvent.setup();
  renderRoute(<AdminSectionsRoute />, { path: '/admin/sections' });
  const listCalls = () => calls.filter((c) => c.method === 'GET' && c.url === '/api/categories').length;
  return { calls, user, listCalls };
}

const row = (name: string) =>
  screen.getAllByTestId('section-row').find((r) => within(r).queryByRole('rowheader', { name }))!;

describe('the sections screen (/admin/sections)', () => {
  it('lists every section with its Nepali name and address; spec.md’s two cannot be deleted', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sections' })).toBeInTheDocument();
    await screen.findByRole('rowheader', { name: 'Politics' });
    const table = screen.getByTestId('sections-table');
    for (const column of ['Name', 'Nepali name', 'Address (slug)', 'Articles', 'Actions']) {
      expect(within(table).getByRole('columnheader', { name: column })).toBeInTheDocument();
    }
    // How many articles each holds (drafts included), from GET /api/categories/usage.
    await waitFor(() => expect(within(row('Politics')).getByTestId('section-articles')).toHaveTextContent('3'));
    expect(within(row('Latest News')).getByTestId('section-articles')).toHaveTextContent('20');
    expect(within(row('Sport')).getByTestId('section-articles')).toHaveTextContent('0');
    expect(row('Politics')).toHaveTextContent('राजनीति');
    expect(within(row('Politics')).getByRole('link', { name: 'politics' })).toHaveAttribute(
      'href',
      '/category/politics',
    );
    expect(within(row('Politics')).getByRole('button', { name: 'Delete Politics' })).toBeInTheDocument();
    for (const fixed of ['Latest News', 'Breaking News']) {
      expect(within(row(fixed)).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
      expect(row(fixed)).toHaveTextContent('Part of the site');
      expect(within(row(fixed)).getByRole('button', { name: `Rename ${fixed}` })).toBeInTheDocument();
    }
  });

  it('adds a section: the slug follows the name until edited, then the list refreshes', async () => {
    const { calls, user, listCalls } = setup();
    await screen.findByRole('rowheader', { name: 'Politics' });
    const name = screen.getByRole('textbox', { name: 'Name' });
    const slug = screen.getByRole('textbox', { name: 'Address (slug)' });
    await user.type(name, 'Province News');
    expect(slug).toHaveValue('province-news');
    expect(slug).toHaveAccessibleDescription(/Its page: \/category\/province-news$/);
    // A Devanagari name is proposed in Roman letters.
    await user.clear(name);
    await user.type(name, 'प्रदेश समाचार');
    expect(slug).toHaveValue('prades-samachar');
    // Once typed, the slug stays the editor's; spaces and capitals become a slug on leaving it.
    await user.clear(slug);
    await user.type(slug, 'Province Desk');
    await user.tab();
    expect(slug).toHaveValue('province-desk');
    await user.type(name, ' २');
    expect(slug).toHaveValue('province-desk');
    await user.type(screen.getByRole('textbox', { name: /Nepali name/ }), 'प्रदेश');

    const before = listCalls();
    await user.click(screen.getByRole('button', { name: 'Add Section' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.json).toEqual({
      name: 'प्रदेश समाचार २',
      slug: 'province-desk',
      nameNe: 'प्रदेश',
    });
    expect(await within(toastRegion()).findByText('Section added')).toBeInTheDocument();
    expect(within(toastRegion()).getByText('प्रदेश समाचार २ has its page at /category/province-desk.')).toBeVisible();
    expect(await screen.findByRole('rowheader', { name: 'प्रदेश समाचार २' })).toBeInTheDocument();
    expect(listCalls()).toBeGreaterThan(before);
    // Ready for the next one.
    expect(name).toHaveValue('');
    expect(slug).toHaveValue('');
    expect(name).toHaveFocus();
  });

  it('checks what the server checks before sending: a name, a well-formed slug, not a reserved one', async () => {
    const { calls, user } = setup();
    await screen.findByRole('rowheader', { name: 'Politics' });
    await user.click(screen.getByRole('button', { name: 'Add Section' }));
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('The address (slug) is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'RSS');
    expect(screen.getByRole('textbox', { name: 'Address (slug)' })).toHaveValue('rss');
    expect(screen.getByText('latest, all and rss are taken by the site: choose another address')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Section' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows the server’s refusal of a new section (a slug already taken) in the form', async () => {
    const { user } = setup({
      'POST /api/categories': {
        status: 409,
        json: { statusCode: 409, message: 'Another section already has this slug', error: 'Conflict' },
      },
    });
    await screen.findByRole('rowheader', { name: 'Politics' });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Politics Two');
    await user.clear(screen.getByRole('textbox', { name: 'Address (slug)' }));
    await user.type(screen.getByRole('textbox', { name: 'Address (slug)' }), 'politics');
    await user.click(screen.getByRole('button', { name: 'Add Section' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Another section already has this slug');
    // The editor's text stays to correct.
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Politics Two');
  });

  it('renames in a dialog that takes the focus and gives it back; spec.md’s two keep their slug', async () => {
    const { calls, user } = setup();
    await screen.findByRole('rowheader', { name: 'Politics' });
    const rename = within(row('Politics')).getByRole('button', { name: 'Rename Politics' });
    await user.click(rename);
    const dialog = await screen.findByRole('dialog', { name: 'Rename Politics' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveFocus();
    expect(within(dialog).getByRole('textbox', { name: /Nepali name/ })).toHaveValue('राजनीति');
    await user.clear(name);
    await user.type(name, 'Politics and Government');
    // Renaming does not move the address by itself.
    expect(within(dialog).getByRole('textbox', { name: 'Address (slug)' })).toHaveValue('politics');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(toastRegion()).findByText('Section saved')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')!.json).toEqual({
      name: 'Politics and Government',
      nameNe: 'राजनीति',
      slug: 'politics',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('rowheader', { name: 'Politics and Government' })).toBeInTheDocument();
    expect(
      within(row('Politics and Government')).getByRole('button', { name: 'Rename Politics and Government' }),
    ).toHaveFocus();

    // Latest News: its slug is read-only and not sent.
    await user.click(within(row('Latest News')).getByRole('button', { name: 'Rename Latest News' }));
    const fixed = await screen.findByRole('dialog', { name: 'Rename Latest News' });
    expect(within(fixed).getByRole('textbox', { name: 'Address (slug)' })).toHaveAttribute('readonly');
    expect(within(fixed).getByText('Latest News and Breaking News keep their addresses.')).toBeInTheDocument();
    await user.type(within(fixed).getByRole('textbox', { name: /Nepali name/ }), ' अपडेट');
    await user.click(within(fixed).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'PUT')[1].json).toEqual({
      name: 'Latest News',
      nameNe: 'ताजा समाचार अपडेट',
    });
  });

  it('Escape closes the rename dialog without saving, the focus back on Rename', async () => {
    const { calls, user } = setup();
    await screen.findByRole('rowheader', { name: 'Sport' });
    const rename = within(row('Sport')).getByRole('button', { name: 'Rename Sport' });
    await user.click(rename);
    await user.type(within(await screen.findByRole('dialog')).getByRole('textbox', { name: 'Name' }), 's');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(rename).toHaveFocus();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('deletes after asking; a section with articles is refused with the server’s message', async () => {
    const { calls, user } = setup();
    await screen.findByRole('rowheader', { name: 'Politics' });

    // Refused: the dialog stays, with the reason; Cancel gives the focus back to the button.
    const deletePolitics = within(row('Politics')).getByRole('button', { name: 'Delete Politics' });
    await user.click(deletePolitics);
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete the section Politics?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This section still has 3 articles: move or delete them before deleting the section',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(deletePolitics).toHaveFocus();
    expect(row('Politics')).toBeInTheDocument();

    // Accepted: the row goes, the focus goes to the list's heading.
    await user.click(within(row('Sport')).getByRole('button', { name: 'Delete Sport' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Delete the section Sport?' });
    // Opened again, the earlier refusal is gone.
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(toastRegion()).findByText('Section deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('rowheader', { name: 'Sport' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'All sections' })).toHaveFocus();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([
      '/api/categories/101',
      '/api/categories/102',
    ]);
  });

  it('is for editors and admins: a contributor is sent home with "Admin access required"', async () => {
    mockFetch({ 'GET /api/auth/user': { json: makeUser({ role: 'contributor' }) } });
    renderRoute(<AdminSectionsRoute />, { path: '/admin/sections' });
    expect(await screen.findByText('Admin access required. Redirecting...')).toBeInTheDocument();
  });
});
