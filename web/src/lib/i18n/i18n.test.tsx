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

  it('uses the exact English strings of the spec for the articles screens', () => {
    const english = createI18n('en');
    const exact: Record<string, string> = {
      'home.tabAll': 'All News',
      'home.tabLatest': 'Latest',
      'home.tabBreaking': 'Breaking News',
      'home.viewAllBreaking': 'View All Breaking News',
      'home.viewAllLatest': 'View All Latest Articles',
      'home.emptyTitle': 'No Articles Available',
      'home.emptyText': 'Check back later for the latest news updates and breaking stories.',
      'home.loadErrorTitle': 'Error loading articles',
      'home.loadErrorText': 'Failed to load articles. Please try refreshing the page.',
      'banner.label': 'BREAKING',
      'article.notFoundTitle': 'Article Not Found',
      'article.seniorEditor': 'Senior Editor',
      'article.staffWriter': 'Staff Writer',
      'article.linkCopied': 'Link Copied',
      'article.linkCopiedText': 'Article link has been copied to clipboard',
      'article.related': 'You might also like',
      'article.signInToComment': 'Please sign in to leave a comment',
      'category.loadMore': 'Load More Articles',
      'category.browseAll': 'Browse All News',
      'about.integrity': 'Integrity',
      'about.transparency': 'Transparency',
      'about.community': 'Community',
      'about.addressText': 'Digital News Platform',
      'about.getInTouch': 'Get in Touch',
      'admin.statsTotal': 'Total Articles',
      'admin.statsBreaking': 'Breaking News',
      'admin.statsComments': 'Total Comments',
      'admin.clearFilters': 'Clear Filters',
      'admin.deleteConfirm': 'Are you sure you want to delete this article? This action will remove article.',
      'admin.deleted': 'Article deleted',
      'admin.deleteFailed': 'Delete failed',
      'admin.deleteFailedText': 'Failed to delete article. Please try again.',
      'admin.statusFailed': 'Failed to update article status',
      'editor.saveDraft': 'Save Draft',
      'editor.publishArticle': 'Publish Article',
      'editor.updateArticle': 'Update Article',
      'editor.preview': 'Preview Article',
      'editor.editArticle': 'Edit Article',
      'editor.backToDashboard': 'Back to Dashboard',
      'editor.publishNow': 'Publish immediately',
      'editor.noPermission': "You don't have permission to create articles.",
      'editor.validationTitle': 'Validation Error',
      'editor.validationText': 'Please fill in all required fields',
      'editor.invalidType': 'Invalid file type',
      'editor.invalidTypeText': 'Please select an image file',
      'editor.tooLarge': 'File too large',
      'editor.tooLargeText': 'Please select an image smaller than 10MB',
      'editor.invalidUrl': 'Invalid URL',
      'editor.invalidUrlText': 'Please enter a valid URL starting with http:// or https://',
      'editor.imageUploaded': 'Image uploaded',
      'editor.created': 'Article created',
      'editor.updated': 'Article updated',
      'editor.createFailed': 'Failed to create article. Please try again.',
      'editor.updateFailed': 'Failed to update article. Please try again.',
      'profile.photoUploaded': 'Photo uploaded',
      'profile.photoFailed': 'Upload failed',
      'profile.fileTypeError': 'File type error',
      'profile.fileTypeText': 'Please select an image file',
      'profile.fileTooLarge': 'File too large',
      'profile.fileTooLargeText': 'Please select an image smaller than 10MB',
    };
    for (const [key, text] of Object.entries(exact)) expect(english.t(key as 'nav.home'), key).toBe(text);
    expect(english.t('category.empty', { category: 'Breaking News' })).toBe('No Breaking News Articles');
    expect(english.t('admin.showing', { shown: 10, total: 30 })).toBe('Showing 10 of 30 articles');
    expect(english.t('editor.imagesUploaded', { count: 3 })).toBe('Images uploaded (3 images)');
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
    expect(document.cookie).toContain('lang=ne');
    expect(createI18n().language).toBe('ne');
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

    await user.click(screen.getByRole('button', { name: /Switch the interface to Nepali/ }));

    expect(await screen.findByText('२४/७ समाचार अपडेट')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'गोपनीयता नीति' })).toHaveAttribute('href', '/privacy');
    expect(window.localStorage.getItem('lang')).toBe('ne');
    expect(document.documentElement.lang).toBe('ne');

    await user.click(screen.getByRole('button', { name: /इन्टरफेस अंग्रेजीमा बदल्नुहोस्/ }));
    expect(await screen.findByText('24/7 News Updates')).toBeInTheDocument();
    expect(window.localStorage.getItem('lang')).toBe('en');
  });
});
