import createClient from 'openapi-fetch';
import { ROLE_LIST, type Role } from '@/lib/authorization';
import { data, redirect, type ActionFunctionArgs } from 'react-router-dom';
import type { FormActions } from '@/app/router';
import { paths } from '@/config/paths';
import type { AuthFormResult } from '@/features/auth/form-result';
import { validateLogin, validateRegister, validateReset } from '@/features/auth/validation';
import type { paths as ApiPaths } from '@/types/contract';
import { hasErrors, isBlank } from '@/utils/validation';
import { sessionCookieOf } from './api-transport';

/**
 * The auth forms posted before (or without) scripts: the route actions of /login, /register and
 * /signup, /forgot-password and /reset-password on the server's static handler. Each checks the
 * form as the browser does, calls the same API route through the gateway, and either redirects
 * (303, with the API's Set-Cookie passed on exactly) or renders the page again with the result.
 *
 * The browser's own Origin, Sec-Fetch-Site and address go to the API with the call, so the API's
 * cross-site check and its per-address limits judge the reader, not this server
 * (docs/security.md). Nothing here logs: the form holds a password, the answer a session cookie.
 */

/** Each API call waits at most this long (as the page data's do). */
const API_TIMEOUT_MS = 8000;

/** The browser's headers the API judges a state-changing request by (cross-site check, limits, logs). */
const FORWARDED_HEADERS = ['origin', 'sec-fetch-site', 'x-forwarded-for', 'x-forwarded-proto', 'x-request-id'];

interface ApiAnswer {
  status: number;
  ok: boolean;
  /** The answer's `message` (the text the forms show with scripts too). */
  message?: string;
  body: unknown;
}

export interface FormActionsOptions {
  gatewayUrl: string;
  /** Filled with the API's Set-Cookie headers; the server sends them with the redirect. */
  setCookies: string[];
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

function messageOf(body: unknown): string | undefined {
  const raw = (body as { message?: unknown } | null)?.message;
  const message = Array.isArray(raw) ? raw.join(' ') : raw;
  return typeof message === 'string' && message.trim() ? message : undefined;
}

const answer = (result: AuthFormResult, status: number) => data(result, { status });

export function createFormActions({ gatewayUrl, setCookies }: FormActionsOptions): FormActions {
  /**
   * The typed client (the contract's paths and bodies) for calls on behalf of the browser that
   * posted `request`: its forwarded headers and only its session cookie go with each call.
   */
  function clientFor(request: Request) {
    const api = createClient<ApiPaths>({
      baseUrl: gatewayUrl,
      headers: { Accept: 'application/json' },
      fetch: (outgoing) => {
        for (const name of FORWARDED_HEADERS) {
          const value = request.headers.get(name);
          if (value) outgoing.headers.set(name, value);
        }
        const session = sessionCookieOf(request.headers.get('cookie') ?? undefined);
        if (session) outgoing.headers.set('Cookie', session);
        return fetch(outgoing, { redirect: 'manual', signal: AbortSignal.timeout(API_TIMEOUT_MS) });
      },
    });
    return api;
  }

  /** The API's answer to a typed call, or undefined when none came (network, timeout): the form's "network" text. */
  async function answerOf(
    call: Promise<{ response: Response; data?: unknown; error?: unknown }>,
  ): Promise<ApiAnswer | undefined> {
    try {
      const { response, data, error } = await call;
      if (response.ok) setCookies.push(...response.headers.getSetCookie());
      const body = (response.ok ? data : error) ?? null;
      return { status: response.status, ok: response.ok, message: messageOf(body), body };
    } catch {
      return undefined;
    }
  }

  const failed = (
    title: NonNullable<AuthFormResult['failure']>['title'],
    fallback: NonNullable<AuthFormResult['failure']>['fallback'],
    api: ApiAnswer | undefined,
    values?: Record<string, string>,
  ) => answer({ failure: { title, message: api?.message, fallback }, values }, api ? api.status : 502);

  return {
    async login({ request }: ActionFunctionArgs) {
      const form = await request.formData();
      const values = { email: text(form, 'email'), password: text(form, 'password') };
      const kept = { email: values.email };
      const fieldErrors = validateLogin(values);
      if (hasErrors(fieldErrors)) return answer({ fieldErrors, values: kept }, 400);
      const api = clientFor(request);
      const answered = await answerOf(
        api.POST('/api/auth/login', { body: { email: values.email.trim(), password: values.password } }),
      );
      if (answered?.ok) return redirect(paths.home, 303);
      // No answer at all: the login form's network text (spec §8) instead of the default.
      return failed('login.failed', answered ? 'login.failedDefault' : 'login.network', answered, kept);
    },

    async register({ request }: ActionFunctionArgs) {
      const form = await request.formData();
      const values = {
        firstName: text(form, 'firstName'),
        lastName: text(form, 'lastName'),
        email: text(form, 'email'),
        password: text(form, 'password'),
      };
      const kept = { firstName: values.firstName, lastName: values.lastName, email: values.email };
      const fieldErrors = validateRegister(values);
      if (hasErrors(fieldErrors)) return answer({ fieldErrors, values: kept }, 400);
      const body = {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        password: values.password,
      };
      // An admin's "Add User" creates the account without signing them out (as the form does).
      const signedIn = Boolean(sessionCookieOf(request.headers.get('cookie') ?? undefined));
      const api = clientFor(request);
      const current = signedIn ? await answerOf(api.GET('/api/auth/user')) : undefined;
      const asAdmin = current?.ok && (current.body as { role?: unknown } | null)?.role === 'admin';
      // The admin's choice of role (the server checks it is one).
      const role = text(form, 'role');
      const staffBody = isRole(role) ? { ...body, role } : body;
      const answered = await answerOf(
        asAdmin ? api.POST('/api/admin/users', { body: staffBody }) : api.POST('/api/auth/signup', { body }),
      );
      if (answered?.ok) return redirect(asAdmin ? paths.adminUsers : paths.home, 303);
      return failed('register.failed', 'register.failedDefault', answered, kept);
    },

    async forgotPassword({ request }: ActionFunctionArgs) {
      const form = await request.formData();
      const email = text(form, 'email');
      if (isBlank(email)) {
        return answer({ failure: { title: 'forgot.validationTitle', fallback: 'forgot.emailRequired' } }, 400);
      }
      const api = clientFor(request);
      const answered = await answerOf(api.POST('/api/auth/forgot-password', { body: { email: email.trim() } }));
      if (answered?.ok) return answer({ done: true, values: { email } }, 200);
      return failed('forgot.errorTitle', 'forgot.errorDefault', answered, { email });
    },

    async resetPassword({ request }: ActionFunctionArgs) {
      const form = await request.formData();
      const token = text(form, 'token') || null;
      const values = { password: text(form, 'password'), confirmPassword: text(form, 'confirmPassword') };
      const error = validateReset(token, values);
      if (error || !token) return answer({ error: error ?? 'reset.invalidToken' }, 400);
      const api = clientFor(request);
      const answered = await answerOf(
        api.POST('/api/auth/reset-password', { body: { token, password: values.password } }),
      );
      if (answered?.ok) return answer({ done: true }, 200);
      return failed('reset.failed', 'reset.failedDefault', answered);
    },
  };
}

const isRole = (value: string): value is Role => (ROLE_LIST as readonly string[]).includes(value);
