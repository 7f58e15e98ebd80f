import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import {
  MAIL_BACKOFF,
  MAIL_QUEUE,
  mailBackoffDelay,
  MailJobName,
  MailJobs,
  MalformedJobError,
  metricsRegistry,
  parseMailJob,
} from '@portal/shared';
import { Job, Queue, UnrecoverableError, Worker } from 'bullmq';
import { Gauge } from 'prom-client';
import Redis from 'ioredis';
import { WORKER_CONFIG, WorkerConfig } from './config';
import { MailSender } from './mail.sender';
import { passwordResetMail, verifyEmailMail } from './mail.templates';

type Handlers = { [Name in MailJobName]: (data: MailJobs[Name]) => Promise<void> };

/**
 * Consumes the `mail` queue. A failed send is retried with capped exponential
 * back-off; a job whose worker dies is taken up again once its lock expires.
 */
@Injectable()
export class MailWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(MailWorker.name);
  private worker?: Worker;
  private queue?: Queue;
  private connection?: Redis;
  private gauge?: Gauge;

  /** One handler per job name; the type makes a missing one a compile error. */
  private readonly handlers: Handlers = {
    'password-reset': (data) => this.sender.send(data.to, passwordResetMail(data)),
    'verify-email': (data) => this.sender.send(data.to, verifyEmailMail(data)),
  };

  constructor(
    private readonly sender: MailSender,
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
  ) {}

  onApplicationBootstrap(): void {
    // BullMQ workers block on Redis, so their connection must not give up on requests.
    this.connection = new Redis(this.config.REDIS_URL, { maxRetriesPerRequest: null });
    this.worker = new Worker(MAIL_QUEUE, (job) => this.process(job), {
      connection: this.connection,
      prefix: `${this.config.REDIS_PREFIX}bull`,
      concurrency: this.config.MAIL_CONCURRENCY,
      lockDuration: this.config.MAIL_LOCK_MS,
      stalledInterval: this.config.MAIL_STALLED_INTERVAL_MS,
      maxStalledCount: 10,
      settings: {
        backoffStrategy: (attemptsMade: number, type?: string) => {
          if (type !== MAIL_BACKOFF) throw new Error(`Unknown backoff ${type}`);
          return mailBackoffDelay(attemptsMade);
        },
      },
    });
    // Queue depth for /metrics, read from Redis at each scrape.
    this.queue = new Queue(MAIL_QUEUE, { connection: this.connection, prefix: `${this.config.REDIS_PREFIX}bull` });
    const queue = this.queue;
    metricsRegistry.removeSingleMetric('mail_queue_jobs');
    this.gauge = new Gauge({
      name: 'mail_queue_jobs',
      help: 'Jobs of the mail queue by state',
      labelNames: ['state'],
      registers: [metricsRegistry],
      async collect() {
        const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'failed', 'completed');
        for (const [state, count] of Object.entries(counts)) this.set({ state }, count);
      },
    });
    this.worker.on('failed', (job, err) =>
      this.logger.warn(`mail job ${job?.id} (${job?.name}) attempt ${job?.attemptsMade} failed: ${err.message}`),
    );
    this.worker.on('completed', (job) => this.logger.log(`mail job ${job.id} (${job.name}) sent`));
    this.worker.on('error', (err) => this.logger.error(`mail worker error: ${err.message}`));
  }

  /** A job that does not match its definition fails at once (logged by 'failed'), without retries. */
  private async process(job: Job): Promise<void> {
    let mail: ReturnType<typeof parseMailJob>;
    try {
      mail = parseMailJob(job.name, job.data);
    } catch (err) {
      if (err instanceof MalformedJobError) throw new UnrecoverableError(err.message);
      throw err;
    }
    const handler = this.handlers[mail.name] as (data: MailJobs[MailJobName]) => Promise<void>;
    await handler(mail.data);
  }

  /** Lets running jobs finish; unfinished ones stay in Redis for the next worker. */
  async onApplicationShutdown(): Promise<void> {
    await this.worker?.close();
    await this.queue?.close();
    if (this.gauge) metricsRegistry.removeSingleMetric('mail_queue_jobs');
    await this.connection?.quit().catch(() => undefined);
  }
}
