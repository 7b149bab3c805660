import type { Executor } from '../db/connection.ts';

// Car providers, their service areas and bookable services, and the firms' preferred providers.

/** Providers, their areas and services (small tables: read whole), in id order. */
export async function catalogRows(db: Executor) {
  const [providers, areas, services] = await Promise.all([
    db.selectFrom('car_providers').selectAll().orderBy('car_provider_id').execute(),
    db.selectFrom('car_provider_areas').selectAll().orderBy('car_provider_area_id').execute(),
    db.selectFrom('booking_account_services').selectAll().orderBy('booking_account_service_id').execute(),
  ]);
  return { providers, areas, services };
}

export async function preferredProviderIdsOf(db: Executor, firmId: number): Promise<number[]> {
  const rows = await db.selectFrom('firm_preferred_providers').select('car_provider_id').where('firm_id', '=', firmId).execute();
  return rows.map((r) => r.car_provider_id);
}
