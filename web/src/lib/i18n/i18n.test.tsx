import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LanguageSwitch } from '@/components/layouts/language-switch';
import { Footer } from '@/components/layouts/footer';
import { renderRoute } from '@/testing/test-utils';
import { en } from './en';
import { createI18n, setLanguage } from './index';
import { ne } from './ne';

/** Every leaf key of a nested strings object, as "a.b.c". */
function leafKeys(object: object, prefix = ''): string[] {
  return Object.entries(object).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value as object, `${prefix}${key}.`),
  );
}

describe('translations', () => {
  it('has a non-empty Nepali string for every English one', () => {
    expect(leafKeys(ne).sort()).toEqual(leafKeys(en).sort());
    const nepali = createI18n('ne');
    for (const key of leafKeys(en)) {
      expect(nepali.t(key as 'nav.home'), key).not.toBe('');
      expect(nepali.t(key as 'nav.home'), key).not.toBe(key);
    }
  });

  it('uses the exact English strings of the spec', () => {
    const english = createI18n('en');
    expect(english.t('notFound.title')).toBe('404 Page Not Found');
    expect(english.t('notFound.text')).toBe('Did you forget to add the page to the router?');
    expect(english.t('toast.loggedOut')).toBe('You are logged out. Logging in again...');
    expect(english.t('toast.adminRequired')).toBe('Admin access required. Redirecting...');
    expect(english.t('footer.updates')).toBe('24/7 News Updates');
  });
});

describe('language choice', () => {
  it('is English by default, with <html lang="en">', () => {
    const instance = createI18n();
    expect(instance.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('starts in the language remembered in localStorage "lang"', () => {
    window.localStorage.setItem('lang', 'ne');
    const instance = createI18n();
    expect(instance.language).toBe('ne');
    expect(instance.t('nav.home')).toBe('गृहपृष्ठ');
    expect(document.documentElement.lang).toBe('ne');
  });

  it('ignores an unknown stored language', () => {
    window.localStorage.setItem('lang', 'fr');
    expect(createI18n().language).toBe('en');
  });

  it('remembers a switch and moves <html lang> with it', async () => {
    const instance = createI18n('en');
    await setLanguage(instance, 'ne');
    expect(window.localStorage.getItem('lang')).toBe('ne');
    expect(document.documentElement.lang).toBe('ne');
    await setLanguage(instance, 'en');
    expect(window.localStorage.getItem('lang')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('the header switch changes the interface to Nepali and back', async () => {
    const user = userEvent.setup();
    renderRoute(
      <>
        <LanguageSwitch />
        <Footer />
      </>,
      { path: '/' },
    );
    expect(screen.getByText('24/7 News Updates')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Switch the interface to Nepali' }));

    expect(await screen.findByText('२४/७ समाचार अपडेट')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'गोपनीयता नीति' })).toHaveAttribute('href', '/privacy');
    expect(window.localStorage.getItem('lang')).toBe('ne');
    expect(document.documentElement.lang).toBe('ne');

    await user.click(screen.getByRole('button', { name: 'इन्टरफेस अंग्रेजीमा बदल्नुहोस्' }));
    expect(await screen.findByText('24/7 News Updates')).toBeInTheDocument();
    expect(window.localStorage.getItem('lang')).toBe('en');
  });
});
