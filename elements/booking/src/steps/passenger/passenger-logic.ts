import type {
  CostAllocationCode, CostAllocationType, Firm, FirmCostAllocation, Passenger, User,
} from '@curbside/contracts';
import { isAdmin, type ReservationAction } from '@curbside/domain';

// spec 001 §3 Passenger, §5 Passenger, §6 Roles; issue 3 step 1. Pure: no React.

/** Who may choose another authorizing employee: bookers (their permitted employees) and admins (anyone). */
export function canChooseAuthorizingEmployee(user: Pick<User, 'userRole' | 'userType' | 'isSuperAdmin'> | null): boolean {
  if (!user) return false;
  return isAdmin(user) || user.userRole === 'BOOKER' || user.userRole === 'SUPER_ADMIN' || user.isSuperAdmin;
}

/**
 * 001 §3: 'A passenger of type REGULAR who is not a booker-admin is copied from the user record
 * when the action is NEW.' Choosing the authorizing employee of a new booking fills the main
 * passenger from that employee's record; an edit keeps the booked passengers.
 */
export function copiesMainPassengerFromRecord(action: ReservationAction): boolean {
  return action === 'NEW';
}

/** The main passenger from a user record (GET /users/passengers), keeping what only the booking has. */
export function mainPassengerFromRecord({ isBlockedUser: _blocked, ...record }: Passenger): Passenger {
  return {
    ...record,
    mainPassenger: true,
    isPackage: false,
    preferredContactMethod: record.preferredContactMethod ?? 'Email',
    mobilePhoneValidation: null,
    workPhoneValidation: null,
  };
}

/** The authorizing employee of a record (the booking's `authorizingEmployee`). */
export function authorizingEmployeeOf(
  record: Pick<Passenger, 'userId' | 'fullName' | 'isBlockedUser'>,
): { userId: number; fullName: string; isBlockedUser: boolean } | null {
  if (record.userId === null) return null;
  // Issue 17: an employee an admin blocked (GET /users/passengers marks them) cannot authorize.
  return { userId: record.userId, fullName: record.fullName, isBlockedUser: record.isBlockedUser ?? false };
}

/** Whether the main passenger was never filled in (then the signed-in user fills it). */
export function isBlankPassenger(passenger: Passenger | undefined): boolean {
  if (!passenger) return true;
  return !passenger.fullName.trim() && !passenger.email?.trim() && !passenger.mobilePhone?.trim() && !passenger.workPhone?.trim();
}

/**
 * The cost-allocation pickers of a firm, one per type (001 §3: SG2 firms support only cost
 * center allocations; hidden types are not shown).
 */
export function visibleCostAllocations(firm: Pick<Firm, 'costAllocations' | 'firmBillingProfile'> | null): FirmCostAllocation[] {
  if (!firm) return [];
  const sg2 = firm.firmBillingProfile.billingSystem === 'SG2';
  return firm.costAllocations.filter((c) => !c.isHidden && (!sg2 || c.costAllocationType === 'Cost Center'));
}

/** The booking's codes with the one of `type` replaced (or removed when `code` is null). */
export function withCostAllocation(
  codes: readonly CostAllocationCode[],
  type: CostAllocationType,
  code: CostAllocationCode | null,
): CostAllocationCode[] {
  const others = codes.filter((c) => c.costAllocationType !== type);
  return code ? [...others, code] : others;
}

/** Purpose of journey is offered when the firm preference is on and the firm has purposes (001 §5). */
export function showsPurposeOfJourney(firm: Pick<Firm, 'firmPreferences' | 'purposeOfJourney'> | null): boolean {
  return Boolean(firm?.firmPreferences.purposeOfJourney && firm.purposeOfJourney.length > 0);
}

/** The title of a passenger card: 'Main passenger', 'Passenger 2', 'Package 1'. */
export function passengerTitle(passengers: readonly Pick<Passenger, 'isPackage'>[], index: number): string {
  if (index === 0) return 'Main passenger';
  const passenger = passengers[index];
  if (passenger?.isPackage) {
    const packageNumber = passengers.slice(0, index + 1).filter((p) => p.isPackage).length;
    return `Package ${packageNumber}`;
  }
  const personNumber = passengers.slice(0, index + 1).filter((p) => !p.isPackage).length;
  return `Passenger ${personNumber}`;
}
