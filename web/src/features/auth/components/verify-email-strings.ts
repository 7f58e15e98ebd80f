/** Strings of the verification banner and page, in the interface's two languages. */
export const VERIFY_STRINGS = {
  en: {
    banner: 'Please verify your email address: we sent you a link. Until then, some limits are tighter.',
    resend: 'Resend email',
    sent: 'We sent you a new verification email.',
    verifying: 'Verifying your email address…',
    verified: 'Your email address is verified.',
    failed: 'This verification link is invalid or has expired.',
    home: 'Go to the home page',
  },
  ne: {
    banner: 'कृपया आफ्नो इमेल ठेगाना पुष्टि गर्नुहोस्: हामीले तपाईंलाई लिङ्क पठाएका छौं। त्यसअघि केही सीमा कडा छन्।',
    resend: 'इमेल फेरि पठाउनुहोस्',
    sent: 'हामीले तपाईंलाई नयाँ पुष्टि इमेल पठायौं।',
    verifying: 'तपाईंको इमेल ठेगाना पुष्टि हुँदैछ…',
    verified: 'तपाईंको इमेल ठेगाना पुष्टि भयो।',
    failed: 'यो पुष्टि लिङ्क अमान्य छ वा म्याद सकिएको छ।',
    home: 'गृहपृष्ठमा जानुहोस्',
  },
} as const;

export function verifyStrings(language: string | undefined) {
  return language?.startsWith('ne') ? VERIFY_STRINGS.ne : VERIFY_STRINGS.en;
}
