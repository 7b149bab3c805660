import { cssPropertiesOf, z } from '@curbside/ui';
import type { ContractProps, ElementContract, EventDetails } from '@curbside/ui';

/**
 * The coverage map at /map (000 §2, 001 §2): the car providers of the user's firm
 * (GET /users/car-providers) and where each picks up, on a map of the world drawn from packaged
 * geometry, with the firm's own service areas (GET /users/service-areas) outlined; a filter by
 * provider and vehicle type, a legend, and a list beside the map for keyboard and screen-reader
 * users. Choosing an area shows its provider, the provider's services and phone. Starts the car
 * providers map tour (001 §2) when the server names it.
 */
export const coverageMapContract = {
  tag: 'curb-coverage-map',
  version: '0.1.0',
  summary: "Where the firm's car providers pick up, on a world map with a legend, a filter by provider and vehicle type and a list; an area shows its provider's services and phone.",
  attributes: {
    provider: {
      prop: 'provider',
      type: 'string',
      default: '',
      description: "The code of the car provider the filter starts with ('SKX'); empty for every provider.",
    },
    'vehicle-type': {
      prop: 'vehicleType',
      type: 'string',
      default: '',
      description: "The vehicle type the filter starts with ('SUV', a code of 001 §3); empty for every type.",
    },
  },
  events: {
    'curb-coverage-area-selected': {
      detail: z.object({ providerCode: z.string(), areaId: z.string(), areaName: z.string() }),
      description: 'The user chose a service area, on the map or in the list.',
    },
  },
  cssParts: {
    filters: 'The provider and vehicle type filters.',
    map: 'The map.',
    list: 'The list of providers and their areas beside the map.',
    details: 'The chosen area: its provider, services and phone.',
  },
  cssProperties: cssPropertiesOf('coverage-map', { height: { default: 'max(28rem, calc(100vh - 16rem))', description: 'Height of the map and the list beside it.' } }),
} as const satisfies ElementContract;

/** `event.detail` of each event curb-coverage-map fires. */
export type CoverageMapEvents = EventDetails<typeof coverageMapContract>;
/** The props curb-coverage-map's component receives. */
export type CoverageMapProps = ContractProps<typeof coverageMapContract>;
