export type Role = 'admin' | 'client';

/** The user object of GET /api/auth/user (spec §3). */
export interface User {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  username?: string | null;
  phoneNumber?: string | null;
  location?: string | null;
  profileImageUrl?: string | null;
  role: Role;
  hidden: boolean;
  createdAt: string;
}

/** Error body of the services: `{statusCode, message}` (message may be a list for validation errors). */
export interface ApiErrorBody {
  statusCode?: number;
  message?: string | string[];
  error?: string;
}
