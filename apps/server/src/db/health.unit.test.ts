import { describe, expect, it } from 'vitest';
import { databaseFailureOf, databaseFailureText } from './connection-errors.js';
import { createDatabaseHealth } from './health.js';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('connection failures', () => {
  it('recognises what pg, pg-pool and drizzle throw when the database goes away', () => {
    expect(databaseFailureOf(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe('socket');
    expect(databaseFailureOf(withCode('read ECONNRESET', 'ECONNRESET'))).toBe('socket');
    expect(databaseFailureOf(withCode('terminating connection due to administrator command', '57P01'))).toBe(
      'lost',
    );
    expect(databaseFailureOf(withCode('terminating connection because of crash', '57P02'))).toBe('lost');
    expect(databaseFailureOf(withCode('the database system is starting up', '57P03'))).toBe('lost');
    expect(databaseFailureOf(withCode('connection failure', '08006'))).toBe('lost');
    expect(databaseFailureOf(new Error('Connection terminated unexpectedly'))).toBe('lost');
    expect(databaseFailureOf(new Error('timeout exceeded when trying to connect'))).toBe('lost');
    expect(
      databaseFailureOf(new AggregateError([withCode('connect ECONNREFUSED ::1', 'ECONNREFUSED')])),
    ).toBe('socket');
    expect(databaseFailureOf(withCode('canceling statement due to statement timeout', '57014'))).toBe(
      'timeout',
    );
    expect(databaseFailureOf(new Error('Query read timeout'))).toBe('timeout');
    // drizzle wraps the driver's error; the text keeps the driver's words, not the SQL.
    const wrapped = new Error('Failed query: select 1\nparams: ', {
      cause: withCode('Connection terminated', 'ECONNRESET'),
    });
    expect(databaseFailureOf(wrapped)).toBe('lost');
    expect(databaseFailureText(withCode('connect ECONNREFUSED 127.0.0.1:1', 'ECONNREFUSED'))).toBe(
      'connect ECONNREFUSED 127.0.0.1:1',
    );
    expect(databaseFailureText(wrapped)).toBe('Connection terminated (ECONNRESET)');
  });

  it('leaves every other error to the 500 path', () => {
    expect(databaseFailureOf(withCode('duplicate key value', '23505'))).toBeUndefined();
    expect(databaseFailureOf(new TypeError('x is undefined'))).toBeUndefined();
    expect(databaseFailureOf('text')).toBeUndefined();
    expect(databaseFailureOf(undefined)).toBeUndefined();
  });
});

describe('database health', () => {
  it('is down after a lost connection and up again once a probe answers', async () => {
    let answering = false;
    const health = createDatabaseHealth({
      probe: async () => {
        if (!answering) throw withCode('connect ECONNREFUSED', 'ECONNREFUSED');
      },
      probeIntervalMs: 50,
    });
    expect(health.report(new Error('a bug'))).toBe(false);
    expect(health.isDown()).toBe(false);
    expect(health.report(withCode('terminating connection', '57P01'))).toBe(true);
    expect(health.isDown()).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(health.isDown()).toBe(true);
    answering = true;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(health.isDown()).toBe(false);
    health.stop();
  });

  it('asks a probe after a socket error of unknown origin: up while the database answers', async () => {
    let answering = true;
    const health = createDatabaseHealth({
      probe: async () => {
        if (!answering) throw withCode('connect ECONNREFUSED', 'ECONNREFUSED');
      },
    });
    // e.g. the CA refused: the database still answers.
    expect(health.report(withCode('connect ECONNREFUSED 10.0.0.1:443', 'ECONNREFUSED'))).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(health.isDown()).toBe(false);
    answering = false;
    health.report(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(health.isDown()).toBe(true);
    health.stop();
  });

  it('asks a probe after a timeout: down only when the database does not answer it in time', async () => {
    const frozen = createDatabaseHealth({ probe: () => new Promise(() => {}), probeTimeoutMs: 50 });
    expect(frozen.report(new Error('Query read timeout'))).toBe(true);
    expect(frozen.isDown()).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(frozen.isDown()).toBe(true);
    frozen.stop();

    const slowStatement = createDatabaseHealth({ probe: async () => {}, probeTimeoutMs: 50 });
    slowStatement.report(withCode('canceling statement due to statement timeout', '57014'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(slowStatement.isDown()).toBe(false);
    slowStatement.stop();
  });
});
