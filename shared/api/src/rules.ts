// The spec rules and constants this package applies live in @curbside/domain (000 §7, §9).
export {
  errorText,
  shouldRefreshToken,
  shouldStopStream,
  streamBackoffDelay,
  TOKEN_REFRESH_CHECK_INTERVAL_MS,
  VERSION_POLL_INTERVAL_MS,
  VERSION_POLL_PATH,
} from '@curbside/domain';
