import { DynamicModule, Module } from '@nestjs/common';
import { CoreModule } from '@portal/shared';
import { CONTENT_CONFIG, ContentConfig } from './config';
import { ArticlesController } from './controllers/articles.controller';
import { SiteController } from './controllers/site.controller';
import { UploadsController } from './controllers/uploads.controller';
import { Article } from './entities/article.entity';
import { Author } from './entities/author.entity';
import { Category } from './entities/category.entity';
import { CreateContent1763790000000 } from './migrations/1763790000000-CreateContent';
import { AddPublishedAt1763810000000 } from './migrations/1763810000000-AddPublishedAt';
import { ArticlesService } from './services/articles.service';
import { ReadCopiesSync } from './services/read-copies.sync';
import { DemoSeeder } from './services/demo.seeder';
import { StorageService } from './services/storage.service';
import { UploadsService } from './services/uploads.service';

@Module({})
export class AppModule {
  static register(config: ContentConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forRoot({
          service: 'content',
          config,
          database: {
            url: config.DATABASE_URL,
            schema: 'content',
            entities: [Article, Author, Category],
            migrations: [CreateContent1763790000000, AddPublishedAt1763810000000],
          },
        }),
      ],
      controllers: [ArticlesController, UploadsController, SiteController],
      providers: [
        { provide: CONTENT_CONFIG, useValue: config },
        ArticlesService,
        StorageService,
        UploadsService,
        ReadCopiesSync,
        DemoSeeder,
      ],
    };
  }
}
