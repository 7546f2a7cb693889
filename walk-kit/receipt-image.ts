/**
 * A receipt image the walks, the bench and the tests submit: the smallest JPEG there is (one grey
 * pixel), in base64, as a member's app sends it to POST /v2/users/{user_id}/receipts/submit.
 */
export const RECEIPT_JPEG_BASE64 =
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=';

/** Bytes that are no JPEG (a PNG's signature), in base64: refused as the wrong file type. */
export const NOT_A_JPEG_BASE64 = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).toString('base64');
