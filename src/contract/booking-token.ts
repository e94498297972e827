// The shape of a booking's access token (32 random bytes, base64url: 43 characters). Zod-free, so the
// route table, which every page loads, can refuse a malformed link without pulling in the API schemas.
export const ACCESS_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
