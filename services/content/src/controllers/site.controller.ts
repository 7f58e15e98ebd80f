import { Controller, Get } from '@nestjs/common';
import { Public, Roles } from '@portal/shared';
import { ArticlesService } from '../services/articles.service';

@Controller('api')
export class SiteController {
  constructor(private readonly articles: ArticlesService) {}

  /** Called by the home page; the spec leaves the answer open, so it tells what the site has. */
  @Public()
  @Get('init')
  async init() {
    return { status: 'ok', categories: await this.articles.categories() };
  }

  @Public()
  @Get('categories')
  categories() {
    return this.articles.categories();
  }

  @Roles('admin')
  @Get('admin/stats')
  stats() {
    return this.articles.stats();
  }
}
