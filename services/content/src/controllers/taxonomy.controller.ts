import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse } from '@nestjs/swagger';
import { Can, idParam, Public } from '@portal/shared';
import { CreateCategoryDto, TagQuery, UpdateCategoryDto } from '../dtos/article.dto';
import { CategoryView, SectionUsageView, TagView } from '../dtos/article.views';
import { TaxonomyService } from '../services/taxonomy.service';

const categoryId = idParam('Section not found');

/** Sections editors manage (GET /api/categories stays the site's: SiteController). */
@Controller('api/categories')
export class CategoriesController {
  constructor(private readonly taxonomy: TaxonomyService) {}

  /** Articles per section, drafts included: staff see which sections are empty before deleting one. */
  @Can('section.manage')
  @Get('usage')
  @ApiOkResponse({ type: [SectionUsageView] })
  usage(): Promise<SectionUsageView[]> {
    return this.taxonomy.sectionUsage();
  }

  @Can('section.manage')
  @Post()
  @ApiCreatedResponse({ type: CategoryView })
  create(@Body() dto: CreateCategoryDto): Promise<CategoryView> {
    return this.taxonomy.createCategory(dto);
  }

  @Can('section.manage')
  @Put(':id')
  @ApiOkResponse({ type: CategoryView })
  update(@Param('id', categoryId) id: number, @Body() dto: UpdateCategoryDto): Promise<CategoryView> {
    return this.taxonomy.updateCategory(id, dto);
  }

  /** 409 while articles use it. */
  @Can('section.manage')
  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse()
  remove(@Param('id', categoryId) id: number): Promise<void> {
    return this.taxonomy.deleteCategory(id);
  }
}

/** Tags: suggestions while an editor types, and one tag by its slug (its page's title). */
@Controller('api/tags')
export class TagsController {
  constructor(private readonly taxonomy: TaxonomyService) {}

  @Can('article.create')
  @Get()
  @ApiOkResponse({ type: [TagView] })
  suggest(@Query() query: TagQuery): Promise<TagView[]> {
    return this.taxonomy.suggestTags(query);
  }

  @Public()
  @Get(':slug')
  @ApiOkResponse({ type: TagView })
  get(@Param('slug') slug: string): Promise<TagView> {
    return this.taxonomy.tag(slug);
  }
}
