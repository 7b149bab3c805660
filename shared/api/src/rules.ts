// The spec rules this package applies live in @curbside/domain (000 §7, §9).
// TODO(lead): '@curbside/domain' does not resolve from shared/api yet (no workspace
// link under shared/api/node_modules/@curbside until `pnpm install` runs); switch this
// one line to `from '@curbside/domain'` once it does.
export { errorText, shouldRefreshToken, streamBackoffDelay, STREAM_MAX_RETRIES } from '../../domain/src/index.ts';
