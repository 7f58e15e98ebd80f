import {
  ArgumentMetadata,
  ArgumentsHost,
  BadRequestException,
  Catch,
  ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
  ValidationError,
  ValidationPipe,
} from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { STATUS_CODES } from 'node:http';
import type { Response } from 'express';

/** The one error shape of every service: `{statusCode, message, error}`. */
export class ErrorBody {
  @ApiProperty({ example: 400 })
  statusCode!: number;

  @ApiProperty({ example: 'Title is required' })
  message!: string;

  /** The HTTP reason phrase. */
  @ApiProperty({ example: 'Bad Request' })
  error!: string;
}

/** 429 with a Retry-After header. */
export class TooManyRequestsException extends HttpException {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/** 503 with a Retry-After header: a bounded queue of heavy work is full (WorkQueue). */
export class ServiceBusyException extends HttpException {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message, HttpStatus.SERVICE_UNAVAILABLE);
  }
}

export function errorBody(statusCode: number, message: string): ErrorBody {
  return { statusCode, message, error: STATUS_CODES[statusCode] ?? 'Error' };
}

/** Messages of body-parser failures, which arrive as plain errors with a `type`. */
const BODY_PARSER_MESSAGES: Record<string, string> = {
  'entity.too.large': 'Request body is too large',
  'entity.parse.failed': 'Malformed JSON body',
  'encoding.unsupported': 'Unsupported content encoding',
  'charset.unsupported': 'Unsupported charset',
  'request.aborted': 'Request aborted',
};

/**
 * Postgres errors caused by a value of the request (a text where a number
 * belongs, a number out of range, a bad date, a NUL byte): 400, never 500.
 */
const BAD_VALUE_CODES = new Set(['22P02', '22003', '22007', '22008', '22021', '22P05', '22001', '22023']);
export const BAD_VALUE_MESSAGE = 'Invalid value in the request';

/** Connection-level failure codes of node (sockets) and Postgres (class 08, shutdown 57P0x). */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
]);
const DATABASE_DOWN =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection refused/i;
const REDIS_DOWN = /MaxRetriesPerRequest|Connection is closed|Stream isn't writeable|enableOfflineQueue/i;

export const DATABASE_UNAVAILABLE = 'Service unavailable: the database cannot be reached. Please try again shortly.';
export const REDIS_UNAVAILABLE = 'Service unavailable: the session store cannot be reached. Please try again shortly.';

/**
 * Which backing store an unexpected error says is unreachable (Postgres or Redis), if any:
 * such a failure is a 503 that tells the client to come back, not a 500 (a bug).
 */
export function unavailableStore(exception: unknown): 'database' | 'redis' | null {
  for (let e = exception as Record<string, unknown> | undefined, depth = 0; e && depth < 4; depth += 1) {
    const name = String(e.name ?? (e.constructor as { name?: string } | undefined)?.name ?? '');
    const message = String(e.message ?? '');
    if (name === 'MaxRetriesPerRequestError' || REDIS_DOWN.test(message)) return 'redis';
    const code = typeof e.code === 'string' ? e.code : '';
    if (CONNECTION_CODES.has(code) || code.startsWith('08') || DATABASE_DOWN.test(message)) return 'database';
    e = (e.driverError ?? e.cause) as Record<string, unknown> | undefined;
  }
  return null;
}

export function toErrorBody(exception: unknown): ErrorBody {
  const store = exception instanceof HttpException ? null : unavailableStore(exception);
  if (store) return errorBody(503, store === 'redis' ? REDIS_UNAVAILABLE : DATABASE_UNAVAILABLE);
  const pgCode = (exception as { driverError?: { code?: unknown } } | null)?.driverError?.code;
  if (typeof pgCode === 'string' && BAD_VALUE_CODES.has(pgCode)) return errorBody(400, BAD_VALUE_MESSAGE);
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const response = exception.getResponse();
    let message: string;
    if (typeof response === 'string') message = response;
    else {
      const raw = (response as { message?: unknown }).message;
      message = Array.isArray(raw) ? raw.join('; ') : typeof raw === 'string' ? raw : exception.message;
    }
    // Nest turns body-parser failures into HttpExceptions with the parser's wording.
    if (status === 413 && /request entity too large/i.test(message)) message = BODY_PARSER_MESSAGES['entity.too.large'];
    if (status === 400 && exception.cause instanceof SyntaxError) message = BODY_PARSER_MESSAGES['entity.parse.failed'];
    return errorBody(status, message);
  }
  const maybe = exception as { status?: unknown; type?: unknown; message?: unknown } | null;
  if (maybe && typeof maybe.status === 'number' && maybe.status >= 400 && maybe.status < 500) {
    const type = typeof maybe.type === 'string' ? maybe.type : '';
    return errorBody(maybe.status, BODY_PARSER_MESSAGES[type] ?? String(maybe.message ?? 'Bad request'));
  }
  return errorBody(500, 'Internal server error');
}

@Catch()
export class ErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('ErrorFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    const body = toErrorBody(exception);
    if (body.statusCode === 503) {
      // A store is away: one line, no stack (an outage would flood the log), and a hint when to retry.
      this.logger.warn(`${body.message} (${exception instanceof Error ? exception.message : String(exception)})`);
      res.setHeader('Retry-After', '5');
    } else if (body.statusCode >= 500)
      this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    if (exception instanceof TooManyRequestsException || exception instanceof ServiceBusyException)
      res.setHeader('Retry-After', String(exception.retryAfterSeconds));
    if (res.headersSent) return;
    // No cache keeps an error: a 404 of an article about to be published must not outlive it.
    res.setHeader('Cache-Control', 'no-store');
    res.status(body.statusCode).json(body);
  }
}

/** Express error middleware for failures before Nest's router (body parsing). */
export function expressErrorHandler(err: unknown, _req: unknown, res: Response, next: (e?: unknown) => void): void {
  if (res.headersSent) return next(err);
  const body = toErrorBody(err);
  res.setHeader('Cache-Control', 'no-store');
  res.status(body.statusCode).json(body);
}

function messagesOf(errors: ValidationError[]): string[] {
  return errors.flatMap((error) => {
    const own = Object.entries(error.constraints ?? {}).map(([key, text]) =>
      key === 'whitelistValidation' ? `Unknown field: ${error.property}` : text,
    );
    return [...own, ...messagesOf(error.children ?? [])];
  });
}

/** Refuses bodies that are not JSON objects before validating them. */
class ObjectBodyValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    // Path parameters stay raw text for their own pipes (idParam, ParseUUIDPipe): a
    // primitive conversion here would read "0x10" or "1e3" as a number.
    if (metadata.type === 'param') return value;
    const isDto = typeof metadata.metatype === 'function' && metadata.metatype !== Object;
    if (metadata.type === 'body' && isDto && (value === null || typeof value !== 'object' || Array.isArray(value))) {
      throw new BadRequestException('Request body must be a JSON object');
    }
    return super.transform(value, metadata);
  }
}

/** Whitelisting validation: unknown fields and wrong types answer 400 with the rule's message. */
export function createValidationPipe(): ValidationPipe {
  return new ObjectBodyValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    transform: true,
    stopAtFirstError: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => new BadRequestException(messagesOf(errors).join('; ') || 'Invalid request body'),
  });
}
