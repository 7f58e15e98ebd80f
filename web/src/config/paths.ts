/** Every route of the spec's route table, in one place. */
export const paths = {
  home: '/',
  article: (id: string | number) => `/article/${id}`,
  /** An article's canonical address: /article/{id}/{slug} (issue 22); /article/{id} when it has no slug yet. */
  story: (article: { id: string | number; slug?: string | null }) =>
    article.slug ? `/article/${article.id}/${article.slug}` : `/article/${article.id}`,
  tag: (slug: string) => `/tag/${slug}`,
  author: (id: string) => `/author/${id}`,
  category: (slug: string) => `/category/${slug}`,
  latest: '/category/latest',
  latestNews: '/category/latest-news',
  breakingNews: '/category/breaking-news',
  login: '/login',
  register: '/register',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  profile: '/profile',
  about: '/about',
  privacy: '/privacy',
  terms: '/terms',
  contact: '/contact',
  search: '/search',
  admin: '/admin',
  adminDashboard: '/admin/dashboard',
  adminArticles: '/admin/articles',
  adminEditArticle: (id: string | number) => `/admin/articles?edit=${id}`,
  adminUsers: '/admin/users',
  adminComments: '/admin/comments',
  adminAudit: '/admin/audit',
  /** Where the 401 rule sends a reader from the admin article screens (spec §8). */
  apiLogin: '/api/login',
} as const;
