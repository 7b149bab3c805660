import { SignJWT, jwtVerify } from 'jose';

/** What a session token carries. The user's role is read from the database on every call, never trusted from the token. */
export interface SessionClaims {
  /** The server-side session (`jti`): the token counts only while that session is live. */
  sessionId: string;
  userId: number;
  firmId: number;
  /** The HQ/admin user behind a 'login as' session, else null. */
  impersonatorUserId: number | null;
  /** Seconds since the epoch. */
  expiresAtEpoch: number;
  /** A host token (issue 9, embed/embed-token.ts): obtained by a firm's server, never refreshed; the host asks for the next. */
  hostToken?: true;
}

const ISSUER = 'curbside';

export class JwtService {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  async sign(claims: SessionClaims): Promise<string> {
    const payload: Record<string, number> = { fid: claims.firmId };
    if (claims.impersonatorUserId !== null) payload.act = claims.impersonatorUserId;
    if (claims.hostToken) payload.hst = 1;
    return new SignJWT(payload)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(ISSUER)
      .setSubject(String(claims.userId))
      .setJti(claims.sessionId)
      .setIssuedAt()
      .setExpirationTime(claims.expiresAtEpoch)
      .sign(this.key);
  }

  /** The claims of a valid, unexpired token; null for anything else. */
  async verify(token: string): Promise<SessionClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], issuer: ISSUER });
      const userId = Number(payload.sub);
      const firmId = payload.fid;
      if (!Number.isInteger(userId) || typeof firmId !== 'number' || typeof payload.exp !== 'number' || !payload.jti) return null;
      return {
        sessionId: payload.jti,
        userId,
        firmId,
        impersonatorUserId: typeof payload.act === 'number' ? payload.act : null,
        expiresAtEpoch: payload.exp,
        ...(payload.hst === 1 ? { hostToken: true as const } : {}),
      };
    } catch {
      return null;
    }
  }
}
