import { adminQuery, testSchemaPrefix } from './testDatabase.js'

/**
 * Before the PostgreSQL tests: the database answers (or the run stops at once with what to do), and schemas that an
 * interrupted earlier run left behind are removed.
 */
export default async function setup(): Promise<void> {
  await adminQuery(`
    do $$
    declare name text;
    begin
      for name in select nspname from pg_namespace where nspname like '${testSchemaPrefix}%' loop
        execute format('drop schema %I cascade', name);
      end loop;
    end $$;
  `)
}
