import { MAPS_AUTOCOMPLETE_LIMIT, MAPS_AUTOCOMPLETE_MIN_CHARS, type MapsPlace, type MapsPrediction } from '@curbside/contracts';
import { airportByIata, airportIndex, airportMatchScore, tokenize } from '../airports/airport-data.ts';
import { AIRPORT_PLACE_PREFIX, airportAddressLine, airportMapsPlace } from '../airports/airport-place.ts';
import { gazetteer, gazetteerMatchScore, gazetteerPlace, type GazetteerPlace } from './gazetteer.ts';

/**
 * Google's `types` filter of autocomplete, as the simulator reads it:
 * 'airport' airports only, 'address' / 'geocode' gazetteer addresses,
 * 'establishment' named places and airports. Unknown words are ignored; none
 * known means everything.
 */
interface TypeFilter {
  airports: boolean;
  places: (entry: GazetteerPlace) => boolean;
}

function typeFilter(types: string | undefined): TypeFilter {
  const words = (types ?? '').split(/[|,\s]+/).map((t) => t.trim().toLowerCase()).filter(Boolean);
  const known = words.filter((w) => ['airport', 'address', 'geocode', 'establishment'].includes(w));
  if (known.length === 0) return { airports: true, places: () => true };
  const establishment = known.includes('establishment');
  const addresses = known.includes('address') || known.includes('geocode');
  return {
    airports: known.includes('airport') || establishment,
    places: (entry) => addresses || (establishment && entry.place.types.includes('establishment')),
  };
}

interface Scored {
  prediction: MapsPrediction;
  score: number;
  /** Places before airports on equal scores. */
  group: number;
}

/** GET /maps/autocomplete: token match over the gazetteer and the airports, best first, at most 8. */
export function autocomplete(q: string, types?: string): MapsPrediction[] {
  if (q.trim().length < MAPS_AUTOCOMPLETE_MIN_CHARS) return [];
  const tokens = tokenize(q);
  if (tokens.length === 0) return [];
  const filter = typeFilter(types);
  const scored: Scored[] = [];
  for (const entry of gazetteer().values()) {
    if (!filter.places(entry)) continue;
    const score = gazetteerMatchScore(entry, tokens);
    if (score === 0) continue;
    scored.push({
      score,
      group: 0,
      prediction: {
        place_id: entry.place.place_id,
        description: entry.secondaryText ? `${entry.mainText}, ${entry.secondaryText}` : entry.mainText,
        structured_formatting: { main_text: entry.mainText, secondary_text: entry.secondaryText },
        types: entry.place.types,
      },
    });
  }
  if (filter.airports) {
    for (const airport of airportIndex().values()) {
      const score = airportMatchScore(airport, tokens);
      if (score === 0) continue;
      const main = `${airport.name} (${airport.iata})`;
      const secondary = airportAddressLine(airport);
      scored.push({
        score,
        group: 1,
        prediction: {
          place_id: `${AIRPORT_PLACE_PREFIX}${airport.iata}`,
          description: `${main}, ${secondary}`,
          structured_formatting: { main_text: main, secondary_text: secondary },
          types: ['airport', 'point_of_interest', 'establishment'],
          iata_code: airport.iata,
        },
      });
    }
  }
  scored.sort((a, b) => b.score - a.score || a.group - b.group || a.prediction.description.localeCompare(b.prediction.description));
  return scored.slice(0, MAPS_AUTOCOMPLETE_LIMIT).map((s) => s.prediction);
}

/** GET /maps/place: the Google-shaped place of an id, or undefined. */
export function placeDetails(placeId: string): MapsPlace | undefined {
  if (placeId.startsWith(AIRPORT_PLACE_PREFIX)) {
    const airport = airportByIata(placeId.slice(AIRPORT_PLACE_PREFIX.length));
    return airport && `${AIRPORT_PLACE_PREFIX}${airport.iata}` === placeId ? airportMapsPlace(airport) : undefined;
  }
  return gazetteerPlace(placeId)?.place;
}
