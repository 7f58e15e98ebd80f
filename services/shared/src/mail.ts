import type { JobsOptions } from 'bullmq';
import { z } from 'zod';
import { describeIssues } from './events';

/** The BullMQ queue between the auth service and the worker. */
export const MAIL_QUEUE = 'mail';

const link = z.string().url().max(2000);

/**
 * The one definition of each job of the mail queue (docs/contracts.md): job name to the
 * schema of its data, checked by the producer (auth) and again by the worker when it reads a job.
 */
export const MAIL_JOBS = {
  'password-reset': z.object({ to: z.string().min(3).max(254), firstName: z.string().max(200), resetUrl: link }),
  'verify-email': z.object({ to: z.string().min(3).max(254), firstName: z.string().max(200), verifyUrl: link }),
} as const;

export type MailJobName = keyof typeof MAIL_JOBS;

/** Job name to job data, for every job of the mail queue. */
export type MailJobs = { [Name in MailJobName]: z.infer<(typeof MAIL_JOBS)[Name]> };

/** A job whose name or data does not match MAIL_JOBS: retrying cannot mend it. */
export class MalformedJobError extends Error {
  override name = 'MalformedJobError';
}

/** A job of the mail queue as the worker may use it, or MalformedJobError (names of fields only, never values). */
export function parseMailJob(
  name: string,
  data: unknown,
): { [Name in MailJobName]: { name: Name; data: MailJobs[Name] } }[MailJobName] {
  if (!Object.hasOwn(MAIL_JOBS, name)) throw new MalformedJobError(`unknown mail job "${name.slice(0, 60)}"`);
  const parsed = MAIL_JOBS[name as MailJobName].safeParse(data);
  if (!parsed.success)
    throw new MalformedJobError(`${name} data does not match: ${describeIssues(parsed.error, 'data')}`);
  return { name, data: parsed.data } as ReturnType<typeof parseMailJob>;
}

/** Name of the worker's backoff strategy: exponential, capped at one minute. */
export const MAIL_BACKOFF = 'capped-exponential';

/** How long a mail that failed for good stays in Redis for an operator to look at (seconds). */
export const MAIL_FAILED_KEEP_SECONDS = 3600;

/**
 * A mail is retried for about an hour and a half before it counts as failed, so a
 * mail server that is down for a while delays mail but loses none. Its data holds a
 * reset or verification link: a delivered job is deleted at once, a failed one after
 * MAIL_FAILED_KEEP_SECONDS, so no usable link rests in Redis after delivery.
 */
export const mailJobOptions: JobsOptions = {
  attempts: 100,
  backoff: { type: MAIL_BACKOFF },
  removeOnComplete: true,
  removeOnFail: { age: MAIL_FAILED_KEEP_SECONDS, count: 1000 },
};

export function mailBackoffDelay(attemptsMade: number): number {
  return Math.min(60_000, 1000 * 2 ** Math.max(0, attemptsMade - 1));
}
