import { MailJobs } from '@portal/shared';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * A name is chosen by whoever signed up, maybe not the mailbox's owner: a mail only
 * greets with it when it is plainly a name (letters, marks, spaces, hyphens,
 * apostrophes; no digits, dots, slashes or colons, so no link or address can ride
 * in it), at most 40 characters. Otherwise, and in the HTML part escaped anyway,
 * the mail says "reader".
 */
export function greetingName(firstName: string): { ne: string; en: string } {
  const name = firstName.normalize('NFC').trim();
  if (name.length > 0 && name.length <= 40 && /^[\p{L}\p{M}]+(?:[ '’-][\p{L}\p{M}]+)*$/u.test(name)) {
    return { ne: name, en: name };
  }
  return { ne: 'पाठक', en: 'reader' };
}

/** The reset mail, in Nepali first and English below. */
export function passwordResetMail({ firstName, resetUrl }: MailJobs['password-reset']): RenderedMail {
  const name = greetingName(firstName).ne;
  const text = [
    `नमस्ते ${name},`,
    '',
    'तपाईंको खाताको पासवर्ड परिवर्तन गर्न अनुरोध गरिएको छ। नयाँ पासवर्ड राख्न तलको लिङ्क खोल्नुहोस्:',
    resetUrl,
    'यो लिङ्क १ घण्टासम्म र एक पटक मात्र चल्छ। तपाईंले अनुरोध गर्नुभएको होइन भने यो इमेल बेवास्ता गर्नुहोस्।',
    '',
    '---',
    '',
    `Hello ${name === 'पाठक' ? 'reader' : name},`,
    '',
    'A password reset was requested for your account. Open this link to set a new password:',
    resetUrl,
    'The link works once and expires in 1 hour. If you did not ask for it, ignore this email.',
  ].join('\n');
  const url = escapeHtml(resetUrl);
  const safeName = escapeHtml(name);
  const html = `<!doctype html><html><body style="font-family:'Noto Sans Devanagari',Arial,sans-serif;line-height:1.6">
<div lang="ne"><p>नमस्ते ${safeName},</p>
<p>तपाईंको खाताको पासवर्ड परिवर्तन गर्न अनुरोध गरिएको छ। नयाँ पासवर्ड राख्न तलको बटन थिच्नुहोस्।</p>
<p><a href="${url}" style="background:#b91c1c;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">पासवर्ड रिसेट गर्नुहोस्</a></p>
<p>यो लिङ्क १ घण्टासम्म र एक पटक मात्र चल्छ। तपाईंले अनुरोध गर्नुभएको होइन भने यो इमेल बेवास्ता गर्नुहोस्।</p></div>
<hr>
<div lang="en"><p>Hello ${name === 'पाठक' ? 'reader' : safeName},</p>
<p>A password reset was requested for your account.</p>
<p><a href="${url}">Reset your password</a></p>
<p>The link works once and expires in 1 hour. If you did not ask for it, ignore this email.</p>
<p style="color:#555;font-size:12px">${url}</p></div>
</body></html>`;
  return { subject: 'पासवर्ड रिसेट / Reset your password', text, html };
}

/** The verification mail of a new account, in Nepali first and English below. */
export function verifyEmailMail({ firstName, verifyUrl }: MailJobs['verify-email']): RenderedMail {
  const name = greetingName(firstName);
  const text = [
    `नमस्ते ${name.ne},`,
    '',
    'नेपाली समाचार पोर्टलमा खाता खोलिएको छ। यो इमेल ठेगाना तपाईंकै हो भनी पुष्टि गर्न तलको लिङ्क खोल्नुहोस्:',
    verifyUrl,
    'यो लिङ्क ७ दिनसम्म र एक पटक मात्र चल्छ। तपाईंले खाता खोल्नुभएको होइन भने यो इमेल बेवास्ता गर्नुहोस्।',
    '',
    '---',
    '',
    `Hello ${name.en},`,
    '',
    'An account was created on the Nepali News Portal with this email address. Open this link to verify it:',
    verifyUrl,
    'The link works once and expires in 7 days. If you did not sign up, ignore this email.',
  ].join('\n');
  const url = escapeHtml(verifyUrl);
  const html = `<!doctype html><html><body style="font-family:'Noto Sans Devanagari',Arial,sans-serif;line-height:1.6">
<div lang="ne"><p>नमस्ते ${escapeHtml(name.ne)},</p>
<p>नेपाली समाचार पोर्टलमा खाता खोलिएको छ। यो इमेल ठेगाना तपाईंकै हो भनी पुष्टि गर्न तलको बटन थिच्नुहोस्।</p>
<p><a href="${url}" style="background:#b91c1c;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">इमेल पुष्टि गर्नुहोस्</a></p>
<p>यो लिङ्क ७ दिनसम्म र एक पटक मात्र चल्छ। तपाईंले खाता खोल्नुभएको होइन भने यो इमेल बेवास्ता गर्नुहोस्।</p></div>
<hr>
<div lang="en"><p>Hello ${escapeHtml(name.en)},</p>
<p>An account was created on the Nepali News Portal with this email address.</p>
<p><a href="${url}">Verify your email address</a></p>
<p>The link works once and expires in 7 days. If you did not sign up, ignore this email.</p>
<p style="color:#555;font-size:12px">${url}</p></div>
</body></html>`;
  return { subject: 'इमेल पुष्टि गर्नुहोस् / Verify your email address', text, html };
}
