import { CONTACT_EMAIL } from '@/config/app';

/** The three kinds of contact mail of the spec (feedback, support, general). */
export type ContactKind = 'feedback' | 'support' | 'general';

const SUBJECTS: Record<ContactKind, string> = {
  feedback: 'Feedback / प्रतिक्रिया',
  support: 'Support request / सहयोग अनुरोध',
  general: 'General inquiry / सामान्य जिज्ञासा',
};

/** A `mailto:` link to the fixed contact address with a prefilled subject. */
export function contactMailto(kind: ContactKind = 'general', email: string = CONTACT_EMAIL): string {
  return `mailto:${email}?subject=${encodeURIComponent(SUBJECTS[kind])}`;
}
