import type { NextFunction, Request, Response } from 'express';
import { errorBody } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests that a browser marks as cross-site, on top of the
 * SameSite=Lax session cookie: Sec-Fetch-Site "cross-site", or an Origin that is
 * neither the public URL nor the host the request was sent to.
 */
export function crossSiteProtection(publicUrl: string) {
  const publicOrigin = new URL(publicUrl).origin;
  return (req: Request, res: Response, next: NextFunction): void => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.headers.origin;
    const fetchSite = req.headers['sec-fetch-site'];
    let allowed = fetchSite !== 'cross-site';
    if (allowed && origin) {
      let originHost: string | undefined;
      try {
        originHost = new URL(origin).host;
      } catch {
        originHost = undefined;
      }
      allowed = origin === publicOrigin || (originHost !== undefined && originHost === req.headers.host);
    }
    if (allowed) return next();
    res.status(403).json(errorBody(403, 'Cross-site request refused'));
  };
}
