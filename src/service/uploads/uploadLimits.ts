/** The largest image the service keeps: 5 MB (5,242,880 bytes), before its metadata is stripped. */
export const maxUploadBytes = 5 * 1024 * 1024

/** Room for a multipart body's boundaries and part headers around the file. */
export const multipartAllowance = 16 * 1024

/** The largest request body `POST /api/uploads` reads; past it the request is refused (413) while it is read. */
export const maxUploadBodyBytes = maxUploadBytes + multipartAllowance

/** What a kept image's name is: the SHA-256 of its stripped bytes (hex) and its format's extension. */
export const uploadNamePattern = /^[0-9a-f]{64}\.(?:png|jpg|webp|gif)$/
