import { startThrowawayPostgres } from './throwawayPostgres.js'

/**
 * Before the PostgreSQL tests: a database to run them on. `ENGAGEKIT_TEST_DATABASE_URL` when set (schemas that an
 * interrupted earlier run left there are removed first); otherwise a throwaway PostgreSQL server of the run's own,
 * stopped and removed afterwards. The URL reaches the test files and the servers they start through the environment.
 */
export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env['ENGAGEKIT_TEST_DATABASE_URL']) {
    const { adminQuery, testSchemaPrefix } = await import('./testDatabase.js')
    await adminQuery(`
      do $$
      declare name text;
      begin
        for name in select nspname from pg_namespace where nspname like '${testSchemaPrefix}%' loop
          execute format('drop schema %I cascade', name);
        end loop;
      end $$;
    `)
    return undefined
  }
  const postgres = await startThrowawayPostgres()
  process.env['ENGAGEKIT_TEST_DATABASE_URL'] = postgres.url
  return async () => {
    delete process.env['ENGAGEKIT_TEST_DATABASE_URL']
    await postgres.stop()
  }
}
