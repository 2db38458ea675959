import { sql } from 'kysely'

/**
 * `hidden_from_boards` of a member left off the boards, as a literal in the statement: the partial index of hidden
 * members (`members_hidden`, migration 0010) serves only a condition that names the value itself, on SQLite and in
 * PostgreSQL's generic plans; with a bound parameter both read every member of the entity.
 */
export const hiddenFromBoards = sql.lit(1)
