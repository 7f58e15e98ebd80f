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
  /** The owner opened the link of the verification mail (absent from older servers: treated as verified). */
  emailVerified?: boolean;
  createdAt: string;
}

/** Error body of the services: `{statusCode, message}` (message may be a list for validation errors). */
export interface ApiErrorBody {
  statusCode?: number;
  message?: string | string[];
  error?: string;
}

/** A category of articles (spec §3): latest-news or breaking-news. */
export interface Category {
  id: number;
  name: string;
  slug: string;
}

export interface ArticleAuthor {
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
  role: Role;
}

/** An article as the content service answers it (spec §3), imageUrls already parsed. */
export interface Article {
  id: number;
  title: string;
  summary: string | null;
  content: string;
  imageUrl: string | null;
  imageUrls: string[];
  categoryId: number;
  category: Category;
  published: boolean;
  createdAt: string;
  /** First publication; null for a draft. Readers see this date. */
  publishedAt?: string | null;
  updatedAt?: string;
  author: ArticleAuthor;
}

/** The body of POST /api/articles and of a full PUT /api/articles/{id}. */
export interface ArticleInput {
  title: string;
  summary: string | null;
  content: string;
  imageUrl: string | null;
  imageUrls: string[];
  categoryId: number;
  published: boolean;
}

/** GET /api/admin/stats. */
export interface AdminStats {
  totalArticles: number;
  breakingNews: number;
  totalComments: number;
}

/** One page of GET /api/articles: the list plus its X-Total-Count and X-Next-Cursor headers. */
export interface ArticlePage {
  articles: Article[];
  total: number;
  nextCursor: string | null;
}
