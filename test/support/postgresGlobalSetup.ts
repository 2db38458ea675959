import { startThrowawayPostgres } from './throwawayPostgres.js'

/** The run's PostgreSQL, shared by every project whose global setup this is (they may run at the same time). */
type Shared = { users: number; ready: Promise<{ stop?: () => Promise<void> }> }
const key = Symbol.for('engagekit.testPostgres')
const registry = globalThis as typeof globalThis & { [key]?: Shared }

/**
 * Before the PostgreSQL tests: a database to run them on, once for the whole run however many projects need it.
 * `ENGAGEKIT_TEST_DATABASE_URL` when set (schemas that an interrupted earlier run left there are removed first);
 * otherwise a throwaway PostgreSQL server of the run's own, stopped and removed once the last project is done. The
 * URL reaches the test files and the servers they start through the environment.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const shared = (registry[key] ??= { users: 0, ready: prepare() })
  shared.users++
  await shared.ready
  return async () => {
    if (--shared.users > 0) return
    delete registry[key]
    const { stop } = await shared.ready
    await stop?.()
  }
}

async function prepare(): Promise<{ stop?: () => Promise<void> }> {
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
    return {}
  }
  const postgres = await startThrowawayPostgres()
  process.env['ENGAGEKIT_TEST_DATABASE_URL'] = postgres.url
  return {
    stop: async () => {
      delete process.env['ENGAGEKIT_TEST_DATABASE_URL']
      await postgres.stop()
    },
  }
}
