import { NotFoundException } from '@nestjs/common';
import { DATABASE_UNAVAILABLE, REDIS_UNAVAILABLE, toErrorBody } from './errors';

describe('an unreachable store is a 503, not a 500', () => {
  it.each([
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    [
      'Postgres shutting down (57P01), wrapped by TypeORM',
      Object.assign(new Error('query failed'), {
        driverError: { code: '57P01', message: 'terminating connection due to administrator command' },
      }),
    ],
    ['a connection exception (class 08)', Object.assign(new Error('x'), { code: '08006' })],
    ['a cut connection', new Error('Connection terminated unexpectedly')],
    ['the pool giving up', new Error('timeout exceeded when trying to connect')],
  ])('Postgres: %s', (_, error) => {
    expect(toErrorBody(error)).toEqual({
      statusCode: 503,
      message: DATABASE_UNAVAILABLE,
      error: 'Service Unavailable',
    });
  });

  it.each([
    [
      'retries used up',
      Object.assign(new Error('Reached the max retries per request limit (which is 3).'), {
        name: 'MaxRetriesPerRequestError',
      }),
    ],
    ['a closed connection', new Error('Connection is closed.')],
  ])('Redis: %s', (_, error) => {
    expect(toErrorBody(error)).toEqual({ statusCode: 503, message: REDIS_UNAVAILABLE, error: 'Service Unavailable' });
  });

  it('leaves other failures alone', () => {
    expect(toErrorBody(new Error('boom')).statusCode).toBe(500);
    expect(toErrorBody(Object.assign(new Error('duplicate key'), { code: '23505' })).statusCode).toBe(500);
    expect(toErrorBody(new NotFoundException('Article not found'))).toEqual({
      statusCode: 404,
      message: 'Article not found',
      error: 'Not Found',
    });
  });
});
