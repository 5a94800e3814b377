import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The session token a request carries, read as better-auth reads it (its bearer plugin, then the
 * signed session cookie; better-auth 1.7 `plugins/bearer`, better-call `getSignedCookie`), so the
 * fast session check accepts nothing better-auth would refuse:
 * - `Authorization: Bearer <token>.<signature>` (the `set-auth-token` value, percent-encoded or not),
 *   or a bare `<token>` as returned by sign-in: the bearer plugin signs a bare token itself, so it
 *   stands or falls by the session row alone. A bearer whose signature fails is ignored, and the
 *   cookie is read instead, as better-auth does.
 * - the session cookie `<token>.<signature>`.
 * The signature is HMAC-SHA-256 of the token under the installation secret, in standard base64
 * (44 characters). Returns null when no correctly signed token is present.
 */
export function sessionTokenOf(headers: Headers, secret: string, cookieName: string): string | null {
  const authorization = headers.get('authorization');
  if (authorization && authorization.slice(0, 7).toLowerCase() === 'bearer ') {
    const bearer = authorization.slice(7).trim();
    if (bearer) {
      if (!bearer.includes('.')) return bearer;
      const token = verifiedToken(bearer.includes('%') ? tryDecode(bearer) : bearer, secret);
      if (token) return token;
    }
  }
  const cookie = cookieValue(headers.get('cookie'), cookieName);
  return cookie ? verifiedToken(cookie, secret) : null;
}

function verifiedToken(signed: string, secret: string): string | null {
  const dot = signed.lastIndexOf('.');
  if (dot < 1) return null;
  const token = signed.slice(0, dot);
  const signature = signed.slice(dot + 1);
  // better-auth's bearer plugin checks the first two dot-separated parts, its cookie reader the
  // last dot: both agree only when there is exactly one.
  if (token.includes('.') || signature.length !== 44 || !signature.endsWith('=')) return null;
  const expected = Buffer.from(createHmac('sha256', secret).update(token).digest('base64'));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/** The first cookie of that name, percent-decoded and unquoted, as better-call parses it. */
function cookieValue(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    let value = part.slice(eq + 1).trim();
    if (value.codePointAt(0) === 34) value = value.slice(1, -1);
    return tryDecode(value);
  }
  return null;
}

function tryDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
