/**
 * Full-page navigation, used where the SPA must leave its router (the 401 rule sends the reader
 * to /login, or to /api/login on the admin article screens). An object so tests can spy on it.
 */
export const browser = {
  assign(url: string) {
    window.location.assign(url);
  },
};
