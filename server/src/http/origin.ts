import type { FastifyRequest } from 'fastify';

/** scheme://host[:port] the caller reached us on, for absolute links in answers. */
export const requestOrigin = (request: FastifyRequest): string => `${request.protocol}://${request.host}`;
