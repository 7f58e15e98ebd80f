import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CONTACT_EMAIL } from '@/config/app';
import { browser } from '@/lib/navigation';
import { mockFetch } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/test-utils';
import { ContactMailButton } from './contact-mail-button';

describe('contact mail flow (spec §4)', () => {
  it('opens a mail draft with the subject of its kind and a body, then asks after 1 second', async () => {
    mockFetch({});
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    renderRoute(<ContactMailButton kind="feedback">Send Feedback</ContactMailButton>, { path: '/' });
    const button = await screen.findByRole('button', { name: 'Send Feedback' });
    vi.useFakeTimers();
    fireEvent.click(button);

    const mailto = new URL(assign.mock.calls[0][0]);
    expect(mailto.protocol).toBe('mailto:');
    expect(mailto.pathname).toBe(CONTACT_EMAIL);
    expect(mailto.searchParams.get('subject')).toBe('Feedback / प्रतिक्रिया');
    expect(mailto.searchParams.get('body')).toContain('Hello');

    act(() => vi.advanceTimersByTime(999));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    const dialog = screen.getByRole('dialog', { name: 'Did your email app open?' });
    const gmail = new URL(within(dialog).getByRole('link', { name: 'Write with Gmail' }).getAttribute('href')!);
    expect(gmail.searchParams.get('to')).toBe(CONTACT_EMAIL);
    expect(gmail.searchParams.get('su')).toBe('Feedback / प्रतिक्रिया');
    expect(within(dialog).getByRole('link', { name: 'Write with Outlook' })).toHaveAttribute('target', '_blank');
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, it opened' })));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('support and general drafts have their own subjects', async () => {
    mockFetch({});
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const user = userEvent.setup();
    renderRoute(
      <>
        <ContactMailButton kind="support">Support</ContactMailButton>
        <ContactMailButton kind="general">Get in Touch</ContactMailButton>
      </>,
      { path: '/' },
    );
    await user.click(screen.getByRole('button', { name: 'Support' }));
    await user.click(screen.getByRole('button', { name: 'Get in Touch' }));
    const subjects = assign.mock.calls.map(([url]) => new URL(url).searchParams.get('subject'));
    expect(subjects).toEqual(['Support request / सहयोग अनुरोध', 'General inquiry / सामान्य जिज्ञासा']);
  });

  it('when the draft cannot be opened, copies the address', async () => {
    mockFetch({});
    vi.spyOn(browser, 'assign').mockImplementation(() => {
      throw new Error('blocked');
    });
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    renderRoute(<ContactMailButton>Get in Touch</ContactMailButton>, { path: '/' });
    await user.click(screen.getByRole('button', { name: 'Get in Touch' }));
    expect(await screen.findByText('Email address copied')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(CONTACT_EMAIL);
  });

  it('and shows it in an alert when copying fails too', async () => {
    mockFetch({});
    vi.spyOn(browser, 'assign').mockImplementation(() => {
      throw new Error('blocked');
    });
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    renderRoute(<ContactMailButton>Get in Touch</ContactMailButton>, { path: '/' });
    await user.click(screen.getByRole('button', { name: 'Get in Touch' }));
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith(`Please write to us at ${CONTACT_EMAIL}`));
  });
});
