/** Why a database could not be opened, in words that say what to check; never with the password. */
export class DatabaseUnavailableError extends Error {
  override readonly name = 'DatabaseUnavailableError'
}
