import { Controller, Get, Query } from '@nestjs/common';
import { can, CurrentSession, Page, PagedList, Public, Session } from '@portal/shared';
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
  @PagedList({ type: SearchResultView, cursor: 'before' })
  search(@Query() query: SearchQuery, @CurrentSession() session: Session | undefined): Promise<Page<SearchResultView>> {
    return this.searchService.search(query, can(session, 'article.readAll'));
  }
}
