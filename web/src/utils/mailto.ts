import { CONTACT_EMAIL } from '@/config/app';

/** The three kinds of contact mail of the spec (feedback, support, general). */
export type ContactKind = 'feedback' | 'support' | 'general';

export const CONTACT_SUBJECTS: Record<ContactKind, string> = {
  feedback: 'Feedback / प्रतिक्रिया',
  support: 'Support request / सहयोग अनुरोध',
  general: 'General inquiry / सामान्य जिज्ञासा',
};

/** A `mailto:` link to the fixed contact address with a prefilled subject (and body, when given). */
export function contactMailto(kind: ContactKind = 'general', email: string = CONTACT_EMAIL, body?: string): string {
  const query = [`subject=${encodeURIComponent(CONTACT_SUBJECTS[kind])}`];
  if (body) query.push(`body=${encodeURIComponent(body)}`);
  return `mailto:${email}?${query.join('&')}`;
}

/** Compose pages of the common web mail services, the fallback when no mail program opens. */
export function webMailLinks(kind: ContactKind, body: string, email: string = CONTACT_EMAIL) {
  const subject = CONTACT_SUBJECTS[kind];
  const gmail = new URL('https://mail.google.com/mail/');
  gmail.search = new URLSearchParams({ view: 'cm', fs: '1', to: email, su: subject, body }).toString();
  const outlook = new URL('https://outlook.live.com/mail/0/deeplink/compose');
  outlook.search = new URLSearchParams({ to: email, subject, body }).toString();
  return { gmail: gmail.toString(), outlook: outlook.toString() };
}
