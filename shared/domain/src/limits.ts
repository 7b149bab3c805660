/**
 * Business constants and limits of the spec, one place (CONVENTIONS: "Spec constants
 * live in one module"). Each names the section it comes from.
 */

// ---- Toasts ----
/** spec 000 §9, 001 §8: toasts show top-center for 7000 ms. */
export const TOAST_DURATION_MS = 7000;
/** spec 000 §9, 001 §8: at most one toast at a time. */
export const TOAST_MAX_VISIBLE = 1;
/** spec 000 §9: toasts sit top-center. */
export const TOAST_POSITION = 'top-center';

// ---- Session and token refresh ----
/** spec 000 §9, 001 §9: the token refresh check runs every 60 s. */
export const TOKEN_REFRESH_CHECK_INTERVAL_MS = 60_000;
/** spec 000 §9, 001 §9: refresh only if the user was active within the last 60 s. */
export const TOKEN_REFRESH_ACTIVE_WINDOW_MS = 60_000;
/** spec 000 §9, 001 §9: firms whose token expiry is 1440 minutes or more ... */
export const LONG_TOKEN_EXPIRY_MINUTES = 1440;
/** spec 000 §9, 001 §9: ... refresh only when under 10800 s remain. */
export const LONG_TOKEN_REFRESH_UNDER_SECONDS = 10_800;
/** spec 000 §9, 001 §9: the version watcher polls (HEAD /index.html) every 60 s. */
export const VERSION_POLL_INTERVAL_MS = 60_000;
/** spec 000 §7: the page-version poll target. */
export const VERSION_POLL_PATH = '/index.html';

// ---- Live event stream ----
/** spec 000 §4/§9, 001 §4/§9: the stream retries at most 10 times / stops after 10 consecutive failures. */
export const STREAM_MAX_RETRIES = 10;
/** spec 000 §9, 001 §9: backoff starts at 1000 ms ... */
export const STREAM_BACKOFF_INITIAL_MS = 1000;
/** spec 000 §9, 001 §9: ... doubling ... */
export const STREAM_BACKOFF_FACTOR = 2;
/** spec 000 §9, 001 §9: ... capped at 30000 ms. */
export const STREAM_BACKOFF_MAX_MS = 30_000;

// ---- Code loading ----
/** spec 000 §8, 001 §8: loading a code chunk fails after 120000 ms. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

// ---- App shell ----
/** spec 000 §2/§9: logo aspect-ratio (width / height) threshold 1.05. */
export const LOGO_ASPECT_THRESHOLD = 1.05;
/** spec 000 §2: the rectangular logo box is 140x70. */
export const LOGO_RECTANGLE_SIZE = { width: 140, height: 70 } as const;
/** spec 000 §2: the square logo box is 70x70. */
export const LOGO_SQUARE_SIZE = { width: 70, height: 70 } as const;
/** spec 000 §9: sidebar width 217. */
export const SIDEBAR_WIDTH_PX = 217;
/** spec 000 §9: mini (collapsed) sidebar width 88. */
export const SIDEBAR_MINI_WIDTH_PX = 88;
/** spec 000 §2/§9, 001 §9: the sidebar auto-collapses on /dashboard under 1550 px. */
export const SIDEBAR_AUTO_COLLAPSE_BELOW_PX = 1550;
/** spec 000 §2: the route on which the sidebar auto-collapses. */
export const SIDEBAR_AUTO_COLLAPSE_PATH = '/dashboard';

// ---- Booker permissions ----
/** spec 000 §9: permission list page size 10 (load more). */
export const PERMISSION_PAGE_SIZE = 10;
/** spec 000 §9: the permissions list refreshes every 15000 ms. */
export const PERMISSION_REFRESH_INTERVAL_MS = 15_000;

// ---- Search, support, notes, debounce ----
/** spec 000 §5/§9, 001 §5/§9: searches start at 3 characters. */
export const SEARCH_MIN_CHARS = 3;
/** spec 000 §9, 001 §5/§9: Location and Department cost-allocation searches start at 2. */
export const SHORT_SEARCH_MIN_CHARS = 2;
/** spec 000 §9, 001 §9: the cost-allocation types with the shorter search minimum. */
export const SHORT_SEARCH_COST_ALLOCATION_TYPES = ['Location', 'Department'] as const;
/** spec 000 §5/§9: the support message needs at least 3 characters. */
export const SUPPORT_MESSAGE_MIN_CHARS = 3;
/** spec 000 §5/§9, 001 §5/§9: notes can be saved only when longer than 3 characters. */
export const NOTES_MIN_CHARS_EXCLUSIVE = 3;
/** spec 000 §9, 001 §9: default debounce 300 ms. */
export const DEBOUNCE_MS = 300;

// ---- Cards ----
/** spec 000 §5/§9: zip or postal code is 5 to 10 characters. */
export const ZIP_MIN_LENGTH = 5;
/** spec 000 §5/§9: zip or postal code is 5 to 10 characters. */
export const ZIP_MAX_LENGTH = 10;
/** spec 000 §5: "A further check fails at more than 9." */
export const ZIP_FURTHER_CHECK_MAX_LENGTH = 9;
/** spec 000 §5: 5 to 10 letters, digits, spaces or dashes. */
export const ZIP_PATTERN = /^[A-Za-z0-9 -]{5,10}$/;
/** spec 000 §9: card number 16 digits ... */
export const CARD_NUMBER_DIGITS = 16;
/** spec 000 §9: ... or 15 for Amex. */
export const AMEX_CARD_NUMBER_DIGITS = 15;
/** spec 000 §5: number mask 4-6-5 for Amex. */
export const AMEX_CARD_NUMBER_MASK = [4, 6, 5] as const;
/** spec 000 §5: number mask 4-4-4-4 otherwise. */
export const CARD_NUMBER_MASK = [4, 4, 4, 4] as const;
/** spec 000 §5: the MM/YY expiry year is converted by adding 2000. */
export const CARD_EXPIRY_YEAR_OFFSET = 2000;
/** spec 000 §5/§9: virtual card validity at most 5 years. */
export const VIRTUAL_CARD_MAX_VALIDITY_YEARS = 5;
/** spec 000 §5/§9: the virtual-card holder must be at least 18. */
export const CARD_HOLDER_MIN_AGE_YEARS = 18;

// ---- Money and currencies ----
/** spec 000 §9, 001 §9: money shows 2 decimals. */
export const MONEY_DECIMALS = 2;
/** spec 000 §9: USD, GBP, EUR, CAD and AUD on top, then all others. */
export const SUPPORTED_CURRENCY_ORDER = ['USD', 'GBP', 'EUR', 'CAD', 'AUD'] as const;

// ---- Dates and times ----
/** spec 000 §9, 001 §5/§9: times are rounded to the nearest 5 minutes. */
export const TIME_ROUNDING_MINUTES = 5;
/** spec 000 §9, 001 §9: default timezone UTC. */
export const DEFAULT_TIMEZONE = 'UTC';
/** spec 000 §9, 001 §9: the reference timezone for week calculations. */
export const WEEK_REFERENCE_TIMEZONE = 'America/New_York';
/** spec 000 §9, 001 §9: the "last 30 days" quick range (also the default report range). */
export const LAST_DAYS_RANGE = 30;

// ---- Units ----
/** spec 000 §9, 001 §9: 1 mile = 1.60934 km. */
export const KM_PER_MILE = 1.60934;
/** spec 000 §9, 001 §9: 1 kg = 2.20462 lb. */
export const LB_PER_KG = 2.20462;
/** spec 000 §9: 0.45359237 kg per lb. */
export const KG_PER_LB = 0.45359237;
/** spec 000 §9, 001 §9: unit conversions are rounded to 1 decimal. */
export const UNIT_DECIMALS = 1;

// ---- Chat ----
/** spec 000 §9, 001 §9: chat panel height 600. */
export const CHAT_PANEL_HEIGHT_PX = 600;
/** spec 000 §9, 001 §9: scroll-to-bottom tolerance 20 px. */
export const CHAT_SCROLL_BOTTOM_TOLERANCE_PX = 20;

// ---- Tours ----
/** spec 000 §9, 001 §2/§9: confetti of 60 particles ... */
export const CONFETTI_PARTICLES = 60;
/** spec 000 §9, 001 §2/§9: ... for 1500 ms. */
export const CONFETTI_DURATION_MS = 1500;
/** spec 000 §9, 001 §2/§9: map readiness polled up to 50 times ... */
export const MAP_READINESS_MAX_POLLS = 50;
/** spec 000 §9, 001 §2/§9: ... at 100 ms. */
export const MAP_READINESS_POLL_INTERVAL_MS = 100;
/** spec 000 §9, 001 §2: steps per tour (the new stepper tour has 1 or 2). */
export const TOUR_STEP_COUNTS = {
  NEW_USER: 3,
  COLUMNS_TOUR: 2,
  CAR_PROVIDERS_MAP: 1,
  NEW_STEPPER: [1, 2],
} as const;

// ---- Phone input ----
/** spec 000 §5: countries excluded from the phone input. */
export const PHONE_EXCLUDED_COUNTRIES = ['IR', 'KP', 'SY', 'CU', 'VE'] as const;
/** spec 000 §5: preferred countries at the top of the phone dropdown. */
export const PHONE_PREFERRED_COUNTRIES = ['US', 'GB'] as const;
/** spec 000 §5, 001 §9: default phone country US. */
export const DEFAULT_PHONE_COUNTRY = 'US';
/** spec 000 §5, 001 §9: country calling code map (the entry for 47 is not shown). */
export const COUNTRY_BY_CALLING_CODE: Readonly<Record<string, string>> = { '1': 'US', '44': 'GB', '91': 'IN', '972': 'IL' };

// ---- Booking (001) ----
/** spec 001 §2: the stepper has four steps. */
export const STEPPER_STEP_COUNT = 4;
/** spec 001 §9: vehicle capacities (Minibus 23 to 40). */
export const VEHICLE_CAPACITIES = {
  Sedan: 3,
  SUV: 6,
  'MPV UK': 8,
  'Sprinter Van': 13,
  Minibus: { min: 23, max: 40 },
  'Motorcoach Bus': 56,
} as const;
/** spec 001 §9: the report filter 'rides over 300'. */
export const RIDES_OVER_AMOUNT = 300;
/** spec 001 §9: the country filter list puts these first, then a divider, then the rest. */
export const REPORT_COUNTRY_PRIORITY = ['United States', 'United Kingdom', 'Canada', 'Australia'] as const;
