import { COST_ALLOCATION_COLUMN_KEYS, COST_ALLOCATION_TYPES, type CostAllocationType } from '@curbside/contracts';

/**
 * How the ride history's columns are named for the contract: one column per cost
 * allocation type (001 §3 column keys, in snake case), what the reports may group and
 * sort by. The repository builds SQL only from these names, never from request text.
 */

export type AllocationColumn =
  | 'cost_center' | 'project_code' | 'client_code' | 'client_matter' | 'company' | 'organization' | 'department'
  | 'business_unit' | 'location' | 'job_title_code' | 'employee_manager';

const snake = (key: string): string => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Every allocation column with its type and the contract's column key (costCenter ...). */
export const ALLOCATION_COLUMNS = COST_ALLOCATION_TYPES.map((type) => ({
  type, column: snake(COST_ALLOCATION_COLUMN_KEYS[type]) as AllocationColumn, key: COST_ALLOCATION_COLUMN_KEYS[type],
}));

const COLUMN_OF_TYPE = new Map(ALLOCATION_COLUMNS.map(({ type, column }) => [type, column]));

/** The rides column of a cost allocation type ('Cost Center' -> cost_center). */
export function allocationColumnOf(type: CostAllocationType): AllocationColumn {
  return COLUMN_OF_TYPE.get(type) as AllocationColumn;
}

/**
 * What a ride-history aggregation may group by: every allocation column, and the
 * dimensions the dashboard and the data chat read (issue 14, 18).
 */
export type RideGroupColumn =
  | AllocationColumn
  | 'country_code' | 'state_code' | 'vehicle_type' | 'car_provider' | 'purpose_of_journey' | 'airport_code'
  | 'passenger_name' | 'pickup_hour' | 'pickup_weekday' | 'trip_month' | 'trip_date' | 'status';
