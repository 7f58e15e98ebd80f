import type { User } from '@/types/api';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'u-1',
    email: 'sita@example.com',
    firstName: 'Sita',
    lastName: 'Sharma',
    username: null,
    phoneNumber: null,
    location: null,
    profileImageUrl: null,
    role: 'client',
    hidden: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
