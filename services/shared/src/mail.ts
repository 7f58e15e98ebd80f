import type { JobsOptions } from 'bullmq';

/** The BullMQ queue between the auth service and the worker. */
export const MAIL_QUEUE = 'mail';

/** Job name to job data, for every job of the mail queue. */
export interface MailJobs {
  'password-reset': { to: string; firstName: string; resetUrl: string };
  'verify-email': { to: string; firstName: string; verifyUrl: string };
}

export type MailJobName = keyof MailJobs;

/** Name of the worker's backoff strategy: exponential, capped at one minute. */
export const MAIL_BACKOFF = 'capped-exponential';

/**
 * A mail is retried for about an hour and a half before it counts as failed, so a
 * mail server that is down for a while delays mail but loses none.
 */
export const mailJobOptions: JobsOptions = {
  attempts: 100,
  backoff: { type: MAIL_BACKOFF },
  removeOnComplete: { count: 1000 },
  removeOnFail: { count: 5000 },
};

export function mailBackoffDelay(attemptsMade: number): number {
  return Math.min(60_000, 1000 * 2 ** Math.max(0, attemptsMade - 1));
}
