/**
 * A plain id: what may stand in one segment of an API path. Letters, digits, `_` and `-`, 1 to 128
 * characters (Firebase uids, subscription and invoice ids, checkout idents): never a separator, a
 * dot segment, a percent sign or a query.
 */
export const PLAIN_ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/

export const isPlainId = (value: string) => PLAIN_ID_PATTERN.test(value)
