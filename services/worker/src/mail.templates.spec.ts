// The worker's rules without Redis or SMTP: what a mail says, to whom by name, and that
// nothing a stranger typed at sign-up can turn into markup or a link.
import { greetingName, passwordResetMail, verifyEmailMail } from './mail.templates';

describe('greetingName', () => {
  it('greets with a plain name, Nepali or English, NFC and trimmed', () => {
    expect(greetingName('  सीता ')).toEqual({ ne: 'सीता', en: 'सीता' });
    expect(greetingName("O'Brien-Smith")).toEqual({ ne: "O'Brien-Smith", en: "O'Brien-Smith" });
    // Decomposed input (NFD) is greeted in its composed form.
    expect(greetingName('Zoë'.normalize('NFD')).en).toBe('Zoë');
  });

  it('says "reader" for anything that could carry a link, an address or markup, or is too long', () => {
    for (const name of ['', '   ', 'visit evil.example', 'http://x', 'a@b', '<b>Sita</b>', 'Sita2', 'स'.repeat(41)]) {
      expect(greetingName(name)).toEqual({ ne: 'पाठक', en: 'reader' });
    }
  });
});

describe('the mails', () => {
  const resetUrl = 'https://news.example/reset-password?token=abc&x="y"';

  it('the reset mail: both languages, the link in text and HTML (escaped there), the 1 hour rule', () => {
    const mail = passwordResetMail({ firstName: 'Sita', resetUrl });
    expect(mail.subject).toBe('पासवर्ड रिसेट / Reset your password');
    expect(mail.text).toContain('नमस्ते Sita,');
    expect(mail.text).toContain('Hello Sita,');
    expect(mail.text.split('\n').filter((line) => line === resetUrl)).toHaveLength(2);
    expect(mail.text).toContain('expires in 1 hour');
    expect(mail.html).toContain('href="https://news.example/reset-password?token=abc&amp;x=&quot;y&quot;"');
    expect(mail.html).not.toContain('x="y"');
  });

  it('a name that is not plainly a name never reaches a mail, in either part', () => {
    const mail = passwordResetMail({ firstName: '<img src=x onerror=alert(1)>', resetUrl });
    expect(mail.text).toContain('नमस्ते पाठक,');
    expect(mail.text).toContain('Hello reader,');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('onerror');
  });

  it('the verification mail: both languages, its link, the 7 day rule', () => {
    const verifyUrl = 'https://news.example/verify-email?token=t1';
    const mail = verifyEmailMail({ firstName: 'राम', verifyUrl });
    expect(mail.subject).toBe('इमेल पुष्टि गर्नुहोस् / Verify your email address');
    expect(mail.text).toContain('नमस्ते राम,');
    expect(mail.text).toContain(verifyUrl);
    expect(mail.text).toContain('expires in 7 days');
    expect(mail.html).toContain(`href="${verifyUrl}"`);
    expect(mail.html).toContain('<div lang="ne">');
  });
});
