import { Controller, Get, Query, Req } from '@nestjs/common';
import {
  CacheTags,
  can,
  clientAddress,
  CurrentSession,
  LimitRule,
  Page,
  PagedList,
  Public,
  RateLimits,
  Session,
} from '@portal/shared';
import type { Request } from 'express';
import { SearchQuery } from './search.dto';
import { SearchService } from './search.service';
import { SearchResultView } from './search.views';

/**
 * A search runs about 20 statements; answers the gateway caches (anonymous, 2 s) do not
 * reach here. Generous for readers (a reader types a few searches a minute; an office or a
 * mobile carrier's NAT shares one address), tight enough that one address cannot keep the
 * database busy.
 */
export const SEARCH_PER_ADDRESS: LimitRule = {
  name: 'search-ip',
  points: 120,
  durationSeconds: 60,
  message: 'Too many searches from your network',
};

@Controller('api/search')
export class SearchController {
  constructor(
    private readonly searchService: SearchService,
    private readonly limits: RateLimits,
  ) {}

  /**
   * Published articles for everyone; editors (admins, checked on the server) also find
   * drafts and may filter by status and category. Paged like the article lists.
   */
  @Public()
  @Get()
  @CacheTags(() => ['lists'])
  @PagedList({ type: SearchResultView, cursor: 'before' })
  async search(
    @Query() query: SearchQuery,
    @CurrentSession() session: Session | undefined,
    @Req() req: Request,
  ): Promise<Page<SearchResultView>> {
    await this.limits.consume(SEARCH_PER_ADDRESS, clientAddress(req));
    return this.searchService.search(query, can(session, 'article.readAll'));
  }
}
