import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { BaseConfig, CONFIG, EventPublisher, STREAMS, StreamEntry, StreamReader, UserSnapshot } from '@portal/shared';
import { DataSource } from 'typeorm';

/**
 * Keeps what the content service shows of other services' data current from their
 * events: authors (auth service) and the comment total (comments service).
 */
@Injectable()
export class ReadCopiesSync implements OnApplicationBootstrap, OnApplicationShutdown {
  private readers: StreamReader[] = [];

  constructor(
    private readonly db: DataSource,
    private readonly events: EventPublisher,
    @Inject(CONFIG) private readonly config: BaseConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.readers = [
      this.reader(STREAMS.users, (entry) => this.applyUser(entry)),
      this.reader(STREAMS.comments, (entry) => this.applyCommentTotal(entry)),
    ];
    await Promise.all(this.readers.map((r) => r.start()));
  }

  private reader(stream: string, handle: (entry: StreamEntry) => Promise<void>): StreamReader {
    return new StreamReader({
      redisUrl: this.config.REDIS_URL,
      stream: this.events.streamKey(stream),
      group: 'content',
      handle,
    });
  }

  async applyUser(entry: StreamEntry): Promise<void> {
    const user = JSON.parse(entry.fields.user) as UserSnapshot;
    await this.db.query(
      `INSERT INTO authors (id, first_name, last_name, profile_image_url, role, updated_at)
       VALUES ($1, $2, $3, $4, $5, now())
       ON CONFLICT (id) DO UPDATE SET first_name = $2, last_name = $3, profile_image_url = $4, role = $5, updated_at = now()`,
      [user.id, user.firstName, user.lastName, user.profileImageUrl, user.role],
    );
  }

  /** Each event carries the absolute total, so a replayed or late one cannot drift the count. */
  async applyCommentTotal(entry: StreamEntry): Promise<void> {
    const { total } = JSON.parse(entry.fields.totals) as { total: number };
    await this.db.query(`UPDATE counters SET value = $1 WHERE name = 'comments'`, [total]);
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.readers.map((r) => r.stop()));
  }
}
