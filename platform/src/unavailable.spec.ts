import { RemoteError } from './errors';
import { isUnavailable, ServiceUnavailableError, UNAVAILABLE } from './unavailable';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isUnavailable', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['PostgreSQL shutting down', withCode('terminating connection due to administrator command', '57P01')],
    ['PostgreSQL starting up', withCode('the database system is starting up', '57P03')],
    ['PostgreSQL at its max_connections', withCode('sorry, too many clients already', '53300')],
    ['a PostgreSQL connection exception', withCode('connection failure', '08006')],
    ['a connection lost mid-transaction', new Error('Client has encountered a connection error and is not queryable')],
    ['the pool waiting for a connection', new Error('timeout exceeded when trying to connect')],
    [
      'ioredis giving up on a command',
      Object.assign(new Error('Reached the max retries per request limit (which is 2).'), { name: 'MaxRetriesPerRequestError' }),
    ],
    ['a service nobody answers', new ServiceUnavailableError('orders.create-payment: no responders')],
    ['a called service that could not reach its engine', new RemoteError({ ...UNAVAILABLE })],
    ["Drizzle's wrapper of a driver error", new Error('Failed query: select 1', { cause: withCode('read ECONNRESET', 'ECONNRESET') })],
    ['one of several attempts', new AggregateError([new Error('bad'), withCode('connect ECONNREFUSED ::1:6379', 'ECONNREFUSED')])],
  ])('is true for %s', (_, error) => {
    expect(isUnavailable(error)).toBe(true);
  });

  it.each([
    ['a constraint violation', withCode('duplicate key value violates unique constraint', '23505')],
    ["a called service's internal error", new RemoteError({ code: 'INTERNAL', message: 'Something went wrong. Please try again.' })],
    ['a programming error', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a syntax error in SQL', withCode('syntax error at or near "selec"', '42601')],
    ['something that is not an error', 'ECONNREFUSED'],
  ])('is false for %s', (_, error) => {
    expect(isUnavailable(error)).toBe(false);
  });
});
