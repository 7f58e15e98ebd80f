import { DynamicModule, Module } from '@nestjs/common';
import { CoreModule, Transactions, Outbox1764100000000 } from '@portal/shared';
import { CONTENT_CONFIG, ContentConfig } from './config';
import { ArticlesController } from './controllers/articles.controller';
import { SiteController } from './controllers/site.controller';
import { UploadsController } from './controllers/uploads.controller';
import { CategoriesController, TagsController } from './controllers/taxonomy.controller';
import { Stories1764400000000 } from './migrations/1764400000000-Stories';
import { ArticleSlugs1764410000000 } from './migrations/1764410000000-ArticleSlugs';
import { TaxonomyRepository } from './repositories/taxonomy.repository';
import { TaxonomyService } from './services/taxonomy.service';
import { CreateContent1763790000000 } from './migrations/1763790000000-CreateContent';
import { AddPublishedAt1763810000000 } from './migrations/1763810000000-AddPublishedAt';
import { ArticleImageHosts } from './services/article-image-hosts';
import { ArticlesRepository } from './repositories/articles.repository';
import { ReadCopiesRepository } from './repositories/read-copies.repository';
import { AddSearch1763830000000 } from './migrations/1763830000000-AddSearch';
import { SearchKeys1763850000000 } from './migrations/1763850000000-SearchKeys';
import { PublishedVocabulary1764310000000 } from './migrations/1764310000000-PublishedVocabulary';
import { VocabularyOnStatus1764320000000 } from './migrations/1764320000000-VocabularyOnStatus';
import { ArticleStatus1764200000000 } from './migrations/1764200000000-ArticleStatus';
import { RevisionsAndAudit1764200100000 } from './migrations/1764200100000-RevisionsAndAudit';
import { AuditController } from './controllers/audit.controller';
import { AuditRepository } from './repositories/audit.repository';
import { RevisionsRepository } from './repositories/revisions.repository';
import { ArticleScheduler } from './services/article-scheduler';
import { RevisionsService } from './services/revisions.service';
import { SearchController } from './search/search.controller';
import { SearchRepository } from './search/search.repository';
import { SearchService } from './search/search.service';
import { ArticlesService } from './services/articles.service';
import { ReadCopiesSync } from './services/read-copies.sync';
import { CachePurger, CachePurgeSync } from './services/cache-purge';
import { ReaderListCache } from './services/reader-list.cache';
import { ReaderTotals } from './services/reader-totals';
import { StorageService } from './services/storage.service';
import { UploadsService } from './services/uploads.service';
import { RemoteImageFetcher } from './services/remote-image';

/** The content service's schema and migrations (also opened by the seed and images:variants commands). */
export const CONTENT_DATABASE = (config: ContentConfig) => ({
  url: config.DATABASE_URL,
  schema: 'content',
  entities: [],
  migrations: [
    CreateContent1763790000000,
    AddPublishedAt1763810000000,
    AddSearch1763830000000,
    SearchKeys1763850000000,
    Outbox1764100000000,
    PublishedVocabulary1764310000000,
    VocabularyOnStatus1764320000000,
    ArticleStatus1764200000000,
    RevisionsAndAudit1764200100000,
    Stories1764400000000,
    ArticleSlugs1764410000000,
  ],
});

@Module({})
export class AppModule {
  static register(config: ContentConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forRoot({
          service: 'content',
          config,
          database: CONTENT_DATABASE(config),
          earlyHandler: ReaderListCache,
        }),
      ],
      controllers: [ArticlesController, UploadsController, SiteController, SearchController, AuditController, CategoriesController, TagsController],
      providers: [
        { provide: CONTENT_CONFIG, useValue: config },
        Transactions,
        ArticlesRepository,
        TaxonomyRepository,
        TaxonomyService,
        ReadCopiesRepository,
        ArticlesService,
        ArticleImageHosts,
        ReaderListCache,
        ReaderTotals,
        SearchService,
        SearchRepository,
        StorageService,
        UploadsService,
        { provide: RemoteImageFetcher, useValue: new RemoteImageFetcher() },
        ReadCopiesSync,
        CachePurger,
        CachePurgeSync,
        RevisionsRepository,
        RevisionsService,
        AuditRepository,
        ArticleScheduler,
      ],
    };
  }
}
