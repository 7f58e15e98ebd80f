import type { DehydratedState } from '@tanstack/react-query';
import type { Language } from '@/config/app';

/** The id of the <script type="application/json"> that carries the server's state to the client. */
export const APP_STATE_ID = 'portal-state';

/**
 * What the server hands to the client, once: the query cache (so nothing is fetched twice), the
 * router's loader data and errors, and the language the page was rendered in. `hydrate` is false
 * for screens rendered in the browser only.
 */
export interface AppState {
  hydrate: boolean;
  language: Language;
  queries: DehydratedState;
  router?: { loaderData: Record<string, unknown>; actionData: Record<string, unknown> | null; errors: Record<string, unknown> | null };
}

/** The value of a reader route's loader: whether the page is a 404 (the server answers with that status). */
export interface RouteData {
  notFound?: boolean;
}
