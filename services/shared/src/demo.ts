/**
 * The two bylines of the demo articles (SEED_DEMO). The auth service creates these
 * accounts with an unusable random password; the content service writes as them.
 */
export const DEMO_AUTHORS = {
  editor: {
    id: '6f1c2a7e-0d5b-4c1e-9a3f-2b8e7d4c1a01',
    email: 'sampadak@demo.invalid',
    firstName: 'सुमन',
    lastName: 'अधिकारी',
    role: 'admin',
  },
  writer: {
    id: '6f1c2a7e-0d5b-4c1e-9a3f-2b8e7d4c1a02',
    email: 'samvaddata@demo.invalid',
    firstName: 'अनिता',
    lastName: 'गुरुङ',
    role: 'client',
  },
} as const;
