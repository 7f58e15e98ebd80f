// The environment contract of the local stack (design.md, "How the stack
// runs"): the admin account of ADMIN_EMAIL/ADMIN_PASSWORD exists after start,
// and mail reaches the inbox at MAILDEV_URL through the queue and the worker.
import { expect, test } from './fixtures';

const ADMIN_EMAIL = process.env.ADMIN_EMAIL ?? '';
const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD ?? '';
const MAILDEV_URL = process.env.MAILDEV_URL ?? 'http://127.0.0.1:1080';

test.describe('local stack', () => {
  test.skip(!ADMIN_EMAIL || !ADMIN_PASSWORD, 'ADMIN_EMAIL and ADMIN_PASSWORD are set by infra/e2e.mjs');

  test('the admin account of ADMIN_EMAIL / ADMIN_PASSWORD can sign in through the gateway', async ({ request }) => {
    const login = await request.post('/api/auth/login', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
    expect(login.ok(), await login.text()).toBe(true);
    const me = await request.get('/api/auth/user');
    expect(me.status()).toBe(200);
    expect(await me.json()).toMatchObject({ email: ADMIN_EMAIL, role: 'admin' });
  });

  test('a password-reset mail reaches the MailDev inbox with a link to the portal', async ({ request, baseURL }) => {
    const since = Date.now();
    const asked = await request.post('/api/auth/forgot-password', { data: { email: ADMIN_EMAIL } });
    expect(asked.ok(), await asked.text()).toBe(true);

    type Mail = { subject: string; text?: string; date?: string; time?: string; to: { address: string }[] };
    let mail: Mail | undefined;
    await expect
      .poll(
        async () => {
          // MailDev 3 serves its REST API under /api.
          const r = await request.get(`${MAILDEV_URL}/api/email`);
          const all = (await r.json()) as Mail[];
          mail = all.find(
            (m) =>
              m.to.some((t) => t.address.toLowerCase() === ADMIN_EMAIL.toLowerCase()) &&
              new Date(m.date ?? m.time ?? 0).getTime() >= since - 5_000,
          );
          return Boolean(mail);
        },
        { timeout: 20_000, message: 'a mail to the admin in MailDev' },
      )
      .toBe(true);
    const publicUrl = process.env.PUBLIC_URL ?? baseURL!;
    expect(mail!.text).toContain(`${new URL('/reset-password?token=', publicUrl)}`);
  });
});
