import { z, type Endpoint } from '@curbside/contracts';

// A request body its endpoint's schema accepts, as near as the schema's JSON Schema tells (zod's
// toJSONSchema): where generated tests (hostile input, the access matrix) start, so their calls
// get past validation to the handler.

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonSchema = {
  type?: string | string[]; properties?: Record<string, JsonSchema>; items?: JsonSchema; enum?: Json[]; const?: Json;
  anyOf?: JsonSchema[]; oneOf?: JsonSchema[]; allOf?: JsonSchema[]; format?: string; minLength?: number;
};

/** A value its schema accepts, as near as a JSON schema tells: the base the mutations start from. */
function sample(schema: JsonSchema): Json {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0] ?? null;
  const branch = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (branch?.length) return sample(branch.find((s) => s.type !== 'null') ?? branch[0]!);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, sample(v)]));
    case 'array': return schema.items ? [sample(schema.items)] : [];
    case 'string': return schema.format === 'email' ? 'ava.employee@acme.example' : 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    case 'integer': case 'number': return 1;
    case 'boolean': return true;
    default: return null;
  }
}

/** A body the endpoint's schema accepts (as near as can be told), or {} when it has none to tell. */
export function bodySample(endpoint: Endpoint): Json {
  try {
    return sample(z.toJSONSchema(endpoint.body, { io: 'input', unrepresentable: 'any' }) as JsonSchema);
  } catch {
    return {};
  }
}

/** The sample with every leaf of one kind replaced. */
export function mapLeaves(value: Json, replace: (leaf: Json) => Json | undefined): Json {
  if (Array.isArray(value)) return value.map((v) => mapLeaves(v, replace));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapLeaves(v, replace)]));
  return replace(value) ?? value;
}
