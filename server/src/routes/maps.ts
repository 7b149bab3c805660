import {
  MAPS_PATHS, MapsAutocompleteResponseSchema, MapsPlaceDetailsResponseSchema, type MapsAutocompleteResponse, type MapsPlaceDetailsResponse,
} from '@curbside/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isProduction } from '../config.ts';
import { isKnownApiKey } from '../http/api-key-repository.ts';
import { HttpError, badRequest, notFound, unauthorized } from '../http/http-error.ts';
import { autocomplete, placeDetails } from '../places/maps-service.ts';

const autocompleteQuery = z.object({ q: z.string().default(''), types: z.string().optional(), key: z.string().optional() });
const placeQuery = z.object({ place_id: z.string().min(1, 'place_id is required'), key: z.string().optional() });

/**
 * The simulated maps service (001 §7: 'Address autocomplete uses a maps
 * service'), Google Places shaped, outside the API prefix. No session; the
 * `x-api-key` header or `?key=` must be a known API key.
 */
export function registerMapsRoutes(app: FastifyInstance): void {
  const requireKey = async (request: FastifyRequest): Promise<void> => {
    const header = request.headers['x-api-key'];
    const fromQuery = (request.query as Record<string, unknown> | undefined)?.key;
    const key = typeof header === 'string' && header !== '' ? header : typeof fromQuery === 'string' ? fromQuery : '';
    if (key === '' || !(await isKnownApiKey(app.db.kysely, key))) throw unauthorized('Invalid API key');
  };

  const checked = <S extends z.ZodType>(schema: S, answer: z.input<S>, request: FastifyRequest): z.input<S> => {
    if (isProduction(app.env)) return answer;
    const result = schema.safeParse(answer);
    if (!result.success) {
      request.log.error({ issues: result.error.issues }, 'maps answer does not match its schema');
      throw new HttpError(500, 'Response does not match the contract', result.error.issues);
    }
    return answer;
  };

  const parse = <S extends z.ZodType>(schema: S, value: unknown): z.output<S> => {
    const result = schema.safeParse(value);
    if (!result.success) throw badRequest(result.error.issues[0]?.message ?? 'Invalid request');
    return result.data;
  };

  app.get(MAPS_PATHS.autocomplete, { preHandler: requireKey }, async (request: FastifyRequest, _reply: FastifyReply) => {
    const query = parse(autocompleteQuery, request.query ?? {});
    const predictions = autocomplete(query.q, query.types);
    const answer: MapsAutocompleteResponse = { status: predictions.length ? 'OK' : 'ZERO_RESULTS', predictions };
    return checked(MapsAutocompleteResponseSchema, answer, request);
  });

  app.get(MAPS_PATHS.place, { preHandler: requireKey }, async (request: FastifyRequest) => {
    const query = parse(placeQuery, request.query ?? {});
    const result = placeDetails(query.place_id);
    if (!result) throw notFound('Place not found');
    const answer: MapsPlaceDetailsResponse = { status: 'OK', result };
    return checked(MapsPlaceDetailsResponseSchema, answer, request);
  });
}
