import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { isNumerarioPaid, numerarioPaidSql, numerarioUnpaidSql } from './numerario-paid.ts';
import { toNumerarioState } from './payment-state.ts';

describe('isNumerarioPaid', () => {
  it('reads the process’s cash_request_done, whatever reports wait', () => {
    expect(isNumerarioPaid({ cashRequestDone: true })).toBe(true);
    expect(isNumerarioPaid({ cashRequestDone: false })).toBe(false);
    // The payment state agrees: paid is Pago, with or without a pending report.
    expect(toNumerarioState({ cashRequestDone: true, isReported: true })).toBe('PAGO');
    expect(toNumerarioState({ cashRequestDone: false, isReported: true })).toBe('INFORMADO');
  });
});

describe('numerarioPaidSql and numerarioUnpaidSql', () => {
  it('test the same column, one for paid and the other for unpaid', () => {
    const dialect = new PgDialect();
    expect(dialect.sqlToQuery(numerarioPaidSql)).toMatchObject({
      sql: '"processes"."cash_request_done" = $1',
      params: [true],
    });
    expect(dialect.sqlToQuery(numerarioUnpaidSql)).toMatchObject({
      sql: '"processes"."cash_request_done" = $1',
      params: [false],
    });
  });
});
