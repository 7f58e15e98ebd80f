import type { MessageKey } from '@/utils/validation';

/** The auth forms a reader can post without scripts (the route `action`s the server provides). */
export type AuthFormName = 'login' | 'register' | 'forgotPassword' | 'resetPassword';

/**
 * What the server's route action answers when a form posted without scripts did not move on (a
 * redirect): the page is rendered again with it (React Router's action data, which the browser
 * hydrates from too).
 */
export interface AuthFormResult {
  /** Per field, the key of its validation message (the same checks as in the browser). */
  fieldErrors?: Partial<Record<string, MessageKey>>;
  /** The reset form's one message (it shows one at a time). */
  error?: MessageKey;
  /** A refusal of the API: the title of the toast the form shows with scripts, and its text. */
  failure?: { title: MessageKey; message?: string; fallback: MessageKey };
  /** What was typed, passwords never included, to fill the form again. */
  values?: Record<string, string>;
  /** Forgot: the reset link was sent. Reset: the password was changed. */
  done?: boolean;
}
