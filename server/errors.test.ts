import { expect, test } from 'vitest';
import { faultOf } from './errors.js';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

test('a full disk, from Node, SQLite or PostgreSQL, is STORAGE_FULL', () => {
  for (const code of ['ENOSPC', 'EDQUOT', 'SQLITE_FULL', '53100']) expect(faultOf(withCode(code))?.code).toBe('STORAGE_FULL');
});

test('a database that is away, restarting or out of connections is DATABASE_UNAVAILABLE, found in causes too', () => {
  for (const code of ['ECONNREFUSED', '57P01', '57P03', '08006', '53300', 'SQLITE_BUSY'])
    expect(faultOf(withCode(code))?.code).toBe('DATABASE_UNAVAILABLE');
  expect(faultOf(new Error('Connection terminated unexpectedly'))?.code).toBe('DATABASE_UNAVAILABLE');
  expect(faultOf(new Error('wrapped', { cause: withCode('57P01') }))?.code).toBe('DATABASE_UNAVAILABLE');
});

test('a plain bug is no fault (it stays a 500)', () => {
  expect(faultOf(new TypeError('undefined is not a function'))).toBeNull();
  expect(faultOf(withCode('23505'))).toBeNull();
});
