import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { BaseConfig, CONFIG, EventPublisher, STREAMS, StreamEntry, StreamReader, UserSnapshot } from '@portal/shared';
import { DataSource } from 'typeorm';

/** Keeps the authors read copy current from the auth service's user events. */
@Injectable()
export class AuthorsSync implements OnApplicationBootstrap, OnApplicationShutdown {
  private reader?: StreamReader;

  constructor(
    private readonly db: DataSource,
    private readonly events: EventPublisher,
    @Inject(CONFIG) private readonly config: BaseConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.reader = new StreamReader({
      redisUrl: this.config.REDIS_URL,
      stream: this.events.streamKey(STREAMS.users),
      group: 'content',
      handle: (entry) => this.apply(entry),
    });
    await this.reader.start();
  }

  async apply(entry: StreamEntry): Promise<void> {
    const user = JSON.parse(entry.fields.user) as UserSnapshot;
    await this.db.query(
      `INSERT INTO authors (id, first_name, last_name, profile_image_url, role, updated_at)
       VALUES ($1, $2, $3, $4, $5, now())
       ON CONFLICT (id) DO UPDATE SET first_name = $2, last_name = $3, profile_image_url = $4, role = $5, updated_at = now()`,
      [user.id, user.firstName, user.lastName, user.profileImageUrl, user.role],
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.reader?.stop();
  }
}
