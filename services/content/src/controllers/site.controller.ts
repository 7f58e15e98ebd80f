import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';
import { CacheTags, Can, Public } from '@portal/shared';
import { AdminStatsView, CategoryView, SiteInfoView } from '../dtos/article.views';
import { ArticlesService } from '../services/articles.service';

@Controller('api')
export class SiteController {
  constructor(private readonly articles: ArticlesService) {}

  /** Called by the home page; the spec leaves the answer open, so it tells what the site has. */
  @Public()
  @Get('init')
  @ApiOkResponse({ type: SiteInfoView })
  async init(): Promise<SiteInfoView> {
    return { status: 'ok', categories: await this.articles.categories() };
  }

  @Public()
  @Get('categories')
  @CacheTags(() => ['sections'])
  @ApiOkResponse({ type: [CategoryView] })
  categories(): Promise<CategoryView[]> {
    return this.articles.categories();
  }

  @Can('dashboard.read')
  @Get('admin/stats')
  @ApiOkResponse({ type: AdminStatsView })
  stats(): Promise<AdminStatsView> {
    return this.articles.stats();
  }
}
