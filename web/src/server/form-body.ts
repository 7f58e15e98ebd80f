import type { IncomingMessage } from 'node:http';
import { paths } from '@/config/paths';

/** The pages whose form may be posted without scripts (their route actions: form-actions.ts). */
export const FORM_PATHS: ReadonlySet<string> = new Set([
  paths.login,
  paths.register,
  paths.signup,
  paths.forgotPassword,
  paths.resetPassword,
]);

/** The auth forms are a few short fields: anything larger is not one of them. */
export const FORM_BODY_LIMIT_BYTES = 16 * 1024;

/** The API's error shape ({statusCode, message, error}). */
interface Refusal {
  statusCode: number;
  message: string;
  error: string;
}

/**
 * The body of a form posted the plain way (application/x-www-form-urlencoded), at most
 * FORM_BODY_LIMIT_BYTES; anything else is refused in the API's error shape.
 */
export async function readFormBody(req: IncomingMessage): Promise<{ body?: Buffer; refused?: Refusal }> {
  const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') {
    req.resume();
    return {
      refused: {
        statusCode: 415,
        message: 'A form is posted as application/x-www-form-urlencoded',
        error: 'Unsupported Media Type',
      },
    };
  }
  const chunks: Buffer[] = [];
  let size = 0;
  // Read to the end either way (leaving the loop early would destroy the socket before the answer).
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= FORM_BODY_LIMIT_BYTES) chunks.push(chunk);
  }
  if (size > FORM_BODY_LIMIT_BYTES) {
    return { refused: { statusCode: 413, message: 'Request body too large', error: 'Payload Too Large' } };
  }
  return { body: Buffer.concat(chunks) };
}
