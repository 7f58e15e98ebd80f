import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';
import { CurrentSession, isEditor, pageHeaders, Public, Session } from '@portal/shared';
import type { Response } from 'express';
import { SearchQuery } from './search.dto';
import { SearchService } from './search.service';
import { SearchResultView } from './search.views';

@Controller('api/search')
export class SearchController {
  constructor(private readonly searchService: SearchService) {}

  /**
   * Published articles for everyone; editors (admins, checked on the server) also find
   * drafts and may filter by status and category. Paged like the article lists.
   */
  @Public()
  @Get()
  @ApiOkResponse({ type: [SearchResultView], headers: pageHeaders('before') })
  async search(
    @Query() query: SearchQuery,
    @CurrentSession() session: Session | undefined,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SearchResultView[]> {
    const page = await this.searchService.search(query, isEditor(session));
    res.setHeader('X-Total-Count', String(page.total));
    if (page.nextCursor) res.setHeader('X-Next-Cursor', page.nextCursor);
    return page.articles;
  }
}
