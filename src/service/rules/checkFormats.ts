import { ServiceError } from '../ServiceError.js'

// A theme's level is the level number it is made for; a price is a decimal amount, as text (spec 2.5 types both String).
const wholeNumber = /^\d{1,9}$/
const decimal = /^\d{1,30}(\.\d{1,18})?$/
// A date with an optional time (RFC 3339 / ISO 8601 calendar form): what Date.parse reads the same everywhere.
const isoDate = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})?)?$/

/** Refuses ('invalid-input') a theme whose `level` is not a whole number or whose `price` is not a decimal amount such as `0.05`. */
export function checkThemeFields(fields: { level?: string | undefined; price?: string | undefined }): void {
  if (fields.level !== undefined && !wholeNumber.test(fields.level)) throw new ServiceError('invalid-input', 'level must be a whole number (the level the theme is for)')
  if (fields.price !== undefined && !decimal.test(fields.price)) throw new ServiceError('invalid-input', 'price must be a decimal amount such as 0.05')
}

/** Refuses ('invalid-input') an `endsAt` that is neither '' (no end) nor an ISO 8601 date such as 2026-12-31 or 2026-12-31T23:59:59Z. */
export function checkEndsAt(endsAt: string): void {
  if (endsAt !== '' && !(isoDate.test(endsAt) && !Number.isNaN(Date.parse(endsAt)))) {
    throw new ServiceError('invalid-input', 'endsAt must be an ISO 8601 date such as 2026-12-31T23:59:59Z, or empty for none')
  }
}
