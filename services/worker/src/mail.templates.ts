import { MailJobs } from '@portal/shared';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The reset mail, in Nepali first and English below. */
export function passwordResetMail({ firstName, resetUrl }: MailJobs['password-reset']): RenderedMail {
  const name = firstName.trim() || 'पाठक';
  const text = [
    `नमस्ते ${name},`,
    '',
    'तपाईंको खाताको पासवर्ड परिवर्तन गर्न अनुरोध गरिएको छ। नयाँ पासवर्ड राख्न तलको लिङ्क खोल्नुहोस्:',
    resetUrl,
    'यो लिङ्क १ घण्टासम्म र एक पटक मात्र चल्छ। तपाईंले अनुरोध गर्नुभएको होइन भने यो इमेल बेवास्ता गर्नुहोस्।',
    '',
    '---',
    '',
    `Hello ${name},`,
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
<div lang="en"><p>Hello ${safeName},</p>
<p>A password reset was requested for your account.</p>
<p><a href="${url}">Reset your password</a></p>
<p>The link works once and expires in 1 hour. If you did not ask for it, ignore this email.</p>
<p style="color:#555;font-size:12px">${url}</p></div>
</body></html>`;
  return { subject: 'पासवर्ड रिसेट / Reset your password', text, html };
}
