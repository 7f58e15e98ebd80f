import { useEffect } from 'react';
import { BRAND_NAME } from '@/config/app';

/** The tab's title: "<page> · <brand>", or the brand alone. */
export function documentTitle(title?: string | null): string {
  const page = title?.trim();
  return page ? `${page} · ${BRAND_NAME}` : BRAND_NAME;
}

/** Sets document.title while the screen is shown (the brand alone again when it leaves). */
export function useDocumentTitle(title?: string | null) {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
  useEffect(() => () => void (document.title = documentTitle()), []);
}
