import { DynamicModule, Module } from '@nestjs/common';
import { CoreModule, Transactions, Outbox1764100000000 } from '@portal/shared';
import { CommentsConfig } from './config';
import {
  AdminCommentsController,
  ArticleCommentsController,
  CommentsController,
} from './controllers/comments.controller';
import { CreateComments1763800000000 } from './migrations/1763800000000-CreateComments';
import { CommentsRepository } from './repositories/comments.repository';
import { ReadCopiesRepository } from './repositories/read-copies.repository';
import { CommentsService } from './services/comments.service';
import { ModerationService } from './services/moderation.service';
import { ReactionsService } from './services/reactions.service';
import { ReadCopiesSync } from './services/read-copies.sync';

@Module({})
export class AppModule {
  static register(config: CommentsConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forRoot({
          service: 'comments',
          config,
          database: {
            url: config.DATABASE_URL,
            schema: 'comments',
            entities: [],
            migrations: [CreateComments1763800000000, Outbox1764100000000],
          },
        }),
      ],
      controllers: [ArticleCommentsController, CommentsController, AdminCommentsController],
      providers: [
        Transactions,
        CommentsRepository,
        ReadCopiesRepository,
        CommentsService,
        ReactionsService,
        ModerationService,
        ReadCopiesSync,
      ],
    };
  }
}
