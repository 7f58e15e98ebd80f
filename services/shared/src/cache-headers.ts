import { CallHandler, ExecutionContext, Injectable, NestInterceptor, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Response } from 'express';
import { map, type Observable } from 'rxjs';
import { CACHE_TAG } from './events';
import { isPublicRoute, type SessionRequest } from './session';

/**
 * Who may keep an answer (docs/architecture.md, "Caches"). A public read without a session is
 * the same for every reader: a shared cache (the gateway's, a CDN) may keep it for a minute and
 * serve it 30 s longer while it refreshes; a purge on change ends it sooner (events:purge).
 * Browsers revalidate every time (max-age=0; the ETag answers 304). Everything else is personal.
 */
export const PUBLIC_READ_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=30';
export const PERSONAL_CACHE_CONTROL = 'private, no-store';

const CACHE_TAGS_KEY = 'portal:cache-tags';

/**
 * Names what a public read's answer holds, for purges by tag: `Cache-Tag` (Cloudflare, commas)
 * and `Surrogate-Key` (Fastly, spaces), the names `events:purge` carries.
 */
export const CacheTags = <T>(tags: (answer: T, req: SessionRequest) => string[]) => SetMetadata(CACHE_TAGS_KEY, tags);

@Injectable()
export class CacheHeadersInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const req = http.getRequest<SessionRequest>();
    const res = http.getResponse<Response>();
    const read = req.method === 'GET' || req.method === 'HEAD';
    const shared = read && !req.session && isPublicRoute(context.getHandler());
    res.setHeader('Cache-Control', shared ? PUBLIC_READ_CACHE_CONTROL : PERSONAL_CACHE_CONTROL);
    const tagsOf = this.reflector.get<((answer: unknown, req: SessionRequest) => string[]) | undefined>(
      CACHE_TAGS_KEY,
      context.getHandler(),
    );
    if (!shared || !tagsOf) return next.handle();
    return next.handle().pipe(
      map((answer) => {
        const tags = [...new Set(tagsOf(answer, req))].filter((t) => CACHE_TAG.test(t));
        if (tags.length && !res.headersSent) {
          res.setHeader('Cache-Tag', tags.join(','));
          res.setHeader('Surrogate-Key', tags.join(' '));
        }
        return answer;
      }),
    );
  }
}
