import { MAIL_JOBS, MalformedJobError, parseMailJob } from './mail';

describe('mail jobs', () => {
  const reset = { to: 'sita@example.com', firstName: 'सीता', resetUrl: 'http://portal.test/reset-password?token=abc' };

  it('reads a job of each name as its definition says', () => {
    expect(parseMailJob('password-reset', reset)).toEqual({ name: 'password-reset', data: reset });
    const verify = { to: 'sita@example.com', firstName: 'सीता', verifyUrl: 'http://portal.test/verify-email?token=x' };
    expect(parseMailJob('verify-email', verify)).toEqual({ name: 'verify-email', data: verify });
    expect(Object.keys(MAIL_JOBS).sort()).toEqual(['password-reset', 'verify-email']);
  });

  it.each([
    ['an unknown name', 'newsletter', reset, /unknown mail job "newsletter"/],
    ['a missing link', 'password-reset', { to: reset.to, firstName: 'x' }, /resetUrl: Required/],
    ['a link that is no URL', 'password-reset', { ...reset, resetUrl: 'javascript' }, /resetUrl: Invalid url/],
    ["the other job's data", 'verify-email', reset, /verifyUrl: Required/],
    ['no data at all', 'verify-email', null, /data: Expected object/],
    ['a name from the prototype', 'toString', reset, /unknown mail job/],
  ])('refuses %s', (_what, name, data, message) => {
    expect(() => parseMailJob(name, data)).toThrow(MalformedJobError);
    expect(() => parseMailJob(name, data)).toThrow(message);
  });

  it('names the fields but never their values', () => {
    expect(() => parseMailJob('password-reset', { ...reset, resetUrl: 'secret-token-value' })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('secret-token-value') }),
    );
  });
});
