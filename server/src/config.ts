/** What the app needs from its surroundings; main.ts reads it from the environment, tests pass it in. */
export interface AppEnv {
  /** 'production' hides dev routes and skips response validation. */
  nodeEnv: string;
  /**
   * secure: the JWT lives in the HttpOnly cookie and login answers carry token null.
   * non-secure: login answers carry the token and requests send `Authorization: Bearer`.
   */
  authMode: 'secure' | 'non-secure';
  jwtSecret: string;
  /** The built portal (dist/portal). */
  portalDir: string;
  /** Sign-in attempts allowed per IP and route in each window: generous (an office shares one IP), it only stops floods. */
  loginRateLimit: { max: number; timeWindowMs: number };
  /** Per address, each hour, across sign-in attempts: codes sent, and wrong codes given (auth/sign-in-limits.ts). */
  addressSignInLimit: { attempts: number; failedTries: number };
  /** Live event stream keepalive. */
  eventPingMs: number;
  /** SIMULATOR_SPEED: how much faster than real time the car providers answer and rides progress (1 = real time). */
  simulatorSpeed: number;
  /** SIMULATOR_QUOTE_DELAY_MS: every simulated car provider quotes after this many ms instead of its own delay (0: at once; the bench); null keeps each provider's. */
  quoteDelayMs: number | null;
  /** SERVE_SOURCE_MAPS=1: production serves the built .map files too (development always does). */
  serveSourceMaps: boolean;
  /** CORS_ORIGINS: host page origins allowed to call the API with credentials (http/cors.ts); exact origins, no wildcard. */
  corsOrigins: readonly string[];
  /** CHAT_ENGINE_MODULE: a module whose createBookingChatEngine(env) replaces the booking chat's embedded rules (chat/booking-chat-engine.ts); null keeps them. */
  chatEngineModule: string | null;
}

export const defaultEnv = (overrides: Partial<AppEnv> = {}): AppEnv => ({
  nodeEnv: 'development',
  authMode: 'secure',
  jwtSecret: 'change-me',
  portalDir: 'dist/portal',
  loginRateLimit: { max: 60, timeWindowMs: 60_000 },
  addressSignInLimit: { attempts: 10, failedTries: 10 },
  eventPingMs: 25_000,
  simulatorSpeed: 1,
  quoteDelayMs: null,
  serveSourceMaps: false,
  corsOrigins: [],
  chatEngineModule: null,
  ...overrides,
});

export const isProduction = (env: AppEnv): boolean => env.nodeEnv === 'production';
