/** The version of the service's rules and API, as `GET /api/engagekit` reports it. */
export const serviceVersion = '0.1.0'
