import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

// SQL fragments for the CSV exports the database builds (the order list, the account statement): shared by the
// repositories of two modules, so they live below the modules.

/**
 * A CSV field built by the database: formula-looking text (= + - @ tab CR first) gets a leading quote mark so a
 * spreadsheet shows it as text, and a field with a comma, quote or line break is quoted.
 */
export function csvFieldSql(value: SQL | AnyColumn): SQL {
  const defused = sql`(case when ${value} ~ ${'^[=+@\t\r-]'} then '''' || ${value} else ${value} end)`;
  return sql`(case when ${defused} ~ ${'[",\r\n]'} then '"' || replace(${defused}, '"', '""') || '"' else ${defused} end)`;
}

/** YYYY-MM-DD HH:mm:ss at `offsetMinutes` east of UTC; empty for null. */
export function localTimeSql(column: AnyColumn, offsetMinutes: number): SQL {
  return sql`coalesce(to_char((${column} at time zone 'UTC') + make_interval(mins => ${offsetMinutes}::int), 'YYYY-MM-DD HH24:MI:SS'), '')`;
}
