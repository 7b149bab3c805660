import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RideInsert } from '../../ride-history/history-generator.ts';
import { insertRides } from '../../ride-history/ride-repository.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-app.ts';
import { answerDataQuestion, type DataAnswer } from './answer-data-question.ts';
import { readDataQuestion } from './read-data-question.ts';

// Issue 18: the data chat's questions against figures added up by hand from eight rides of Acme
// (and one of another firm, which must never count), asked on Tuesday 24 November 2026.
//
//   ride  date        traveller      department  country  airport  provider          spend  CO2 kg  km
//   1     2026-10-05  Ava Employee   Sales       US       JFK      Metro Black Car     100    10     30
//   2     2026-10-12  Ben Booker     Sales       US       -        GreenRide EV         50     5     10
//   3     2026-10-20  Ava Employee   Legal       GB       LHR      London Cars         200    20     40
//   4     2026-08-15  Carlos Mendez  Legal       US       LGA      Metro Black Car      80     8     20
//   5     2026-09-01  Ava Employee   Sales       US       -        Metro Black Car      40     4     12
//   6     2026-07-10  Priya Raman    Operations  CA       YYZ      Maple Rides          60     6     15
//   7     2026-11-10  Ben Booker     Sales       US       -        GreenRide EV         30     3      8
//   8     2025-12-15  Ava Employee   Sales       US       -        Metro Black Car      70     7     25
//   (Globex, 2026-10-10, 999: never counted for Acme)

const NOW = new Date('2026-11-24T15:00:00Z');
let database: TestDatabase;
let acme = 0;

interface RideFacts { date: string; who: string; dept: string; country: string; airport: string | null; provider: string; spend: number; co2: number; km: number }

function ride(n: number, firmId: number, f: RideFacts): RideInsert {
  const weekday = new Date(`${f.date}T12:00:00Z`).getUTCDay();
  return {
    firm_id: firmId, reservation_id: null, reservation_number: `CB-DC-${n}`, confirmation_number: null, status: 'Completed',
    pickup_time: `${f.date}T09:00:00`, pickup_at: `${f.date}T14:00:00.000Z`, trip_date: f.date, trip_month: f.date.slice(0, 7),
    pickup_hour: 9, pickup_weekday: weekday, processed_date: null, passenger_user_id: null, passenger_name: f.who, passenger_email: null,
    employee_id: null, booking_user_id: null, booked_by: f.who, car_provider_id: null, car_provider: f.provider, vehicle_type: 'Sedan',
    pickup_address: 'A', pickup_city: 'X', dropoff_address: 'B', dropoff_city: 'X', state_code: null, country_code: f.country,
    airport_code: f.airport, purpose_of_journey_id: null, purpose_of_journey: null, cost_center: null, department: f.dept,
    currency: 'USD', base_fare: f.spend, taxes: 0, gratuity: 0, total_cost: f.spend, distance_km: f.km, duration_minutes: 20, co2_kg: f.co2,
    billable: 0, premium_service: 0, booked_by_agency: 0, bill_company: 0, card_brand: null, card_last4: null, payment_status: null,
    voucher_number: null, invoice_number: null, firm_invoice_id: null, receipt_file_id: null, created_at: `${f.date}T00:00:00Z`,
  } as RideInsert;
}

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db.kysely;
  const firms = await db.selectFrom('firms').select(['firm_id', 'firm_code']).execute();
  acme = firms.find((f) => f.firm_code === 'acme')!.firm_id;
  const globex = firms.find((f) => f.firm_code === 'globex')!.firm_id;
  const facts: RideFacts[] = [
    { date: '2026-10-05', who: 'Ava Employee', dept: 'Sales', country: 'US', airport: 'JFK', provider: 'Metro Black Car', spend: 100, co2: 10, km: 30 },
    { date: '2026-10-12', who: 'Ben Booker', dept: 'Sales', country: 'US', airport: null, provider: 'GreenRide EV', spend: 50, co2: 5, km: 10 },
    { date: '2026-10-20', who: 'Ava Employee', dept: 'Legal', country: 'GB', airport: 'LHR', provider: 'London Cars', spend: 200, co2: 20, km: 40 },
    { date: '2026-08-15', who: 'Carlos Mendez', dept: 'Legal', country: 'US', airport: 'LGA', provider: 'Metro Black Car', spend: 80, co2: 8, km: 20 },
    { date: '2026-09-01', who: 'Ava Employee', dept: 'Sales', country: 'US', airport: null, provider: 'Metro Black Car', spend: 40, co2: 4, km: 12 },
    { date: '2026-07-10', who: 'Priya Raman', dept: 'Operations', country: 'CA', airport: 'YYZ', provider: 'Maple Rides', spend: 60, co2: 6, km: 15 },
    { date: '2026-11-10', who: 'Ben Booker', dept: 'Sales', country: 'US', airport: null, provider: 'GreenRide EV', spend: 30, co2: 3, km: 8 },
    { date: '2025-12-15', who: 'Ava Employee', dept: 'Sales', country: 'US', airport: null, provider: 'Metro Black Car', spend: 70, co2: 7, km: 25 },
  ];
  await insertRides(db, [
    ...facts.map((f, i) => ride(i + 1, acme, f)),
    ride(99, globex, { date: '2026-10-10', who: 'Gail Employee', dept: 'Sales', country: 'US', airport: 'JFK', provider: 'Metro Black Car', spend: 999, co2: 99, km: 99 }),
  ]);
});
afterAll(async () => {
  await database.close();
});

async function ask(question: string, units: 'Metric' | 'English' = 'Metric'): Promise<DataAnswer> {
  return answerDataQuestion(database.db.kysely, readDataQuestion(question, NOW), {
    scope: { firmId: acme, viewerUserId: null }, distanceUnits: units, currency: 'USD',
  });
}

interface Expected { message: string; rows?: string[][]; link?: RegExp }

const QUESTIONS: Array<[string, Expected]> = [
  ['rides last month by department', { message: 'Rides by department last month: Sales leads with 2 rides of 3 rides in all.', rows: [['Sales', '2 rides'], ['Legal', '1 ride']], link: /^\/reports\?type=Summary&tripDates=2026-10-01%2C2026-10-31&tripDatesGroup=lastMonth&groupBy=Department$/ }],
  ['CO2 by country this year', { message: 'CO2 of rides by country this year: United States leads with 30.0 kg CO2 of 56.0 kg CO2 in all.', rows: [['United States', '30.0 kg CO2'], ['United Kingdom', '20.0 kg CO2'], ['Canada', '6.0 kg CO2']], link: /^\/dashboard\?tripDates=2026-01-01%2C2026-12-31&tripDatesGroup=currentYear$/ }],
  ['top 5 travellers in Q3', { message: 'Rides by traveller in Q3 2026: Ava Employee leads with 1 ride of 3 rides in all.', rows: [['Ava Employee', '1 ride'], ['Carlos Mendez', '1 ride'], ['Priya Raman', '1 ride']] }],
  ['how much did we spend on airport rides in October', { message: 'Spend on airport rides in October 2026: $300.00 over 2 rides.', link: /^\/dashboard\?tripDates=2026-10-01%2C2026-10-31$/ }],
  ['how many rides last month', { message: 'There were 3 rides last month.', link: /^\/reports\?tripDates=2026-10-01%2C2026-10-31&tripDatesGroup=lastMonth$/ }],
  ['how much did we spend this year', { message: 'Spend on rides this year: $560.00 over 7 rides.' }],
  ['total spend last year', { message: 'Spend on rides last year: $70.00 over 1 ride.' }],
  ['rides in the last 30 days', { message: 'There was 1 ride in the last 30 days.' }],
  ['how many rides this month', { message: 'There was 1 ride this month.' }],
  ['CO2 emissions this year', { message: 'Rides this year emitted 56.0 kg CO2 over 7 rides.' }],
  ['CO2 emissions this year in pounds', { message: 'Rides this year emitted 123.5 lb CO2 over 7 rides.' }],
  ['carbon footprint last month', { message: 'Rides last month emitted 35.0 kg CO2 over 3 rides.' }],
  ['total distance last month', { message: 'Rides last month covered 80.0 km over 3 rides.' }],
  ['distance this year', { message: 'Rides this year covered 135.0 km over 7 rides.' }],
  ['spend by department last month', { message: 'Spend of rides by department last month: Legal leads with $200.00 of $350.00 in all.', rows: [['Legal', '$200.00'], ['Sales', '$150.00']] }],
  ['spend by car provider in October', { message: 'Spend of rides by car provider in October 2026: London Cars leads with $200.00 of $350.00 in all.', rows: [['London Cars', '$200.00'], ['Metro Black Car', '$100.00'], ['GreenRide EV', '$50.00']] }],
  ['rides by month this year', { message: 'Rides by month this year: October 2026 leads with 3 rides of 7 rides in all.', rows: [['July 2026', '1 ride'], ['August 2026', '1 ride'], ['September 2026', '1 ride'], ['October 2026', '3 rides'], ['November 2026', '1 ride']] }],
  ['top airports this year', { message: 'Rides by airport this year: (none) leads with 3 rides of 7 rides in all.' }],
  ['rides in the UK this year', { message: 'There was 1 ride (rides in United Kingdom) this year.', link: /country=GB/ }],
  ['spend in Canada this year', { message: 'Spend on rides in Canada this year: $60.00 over 1 ride.' }],
  ['rides in Q3', { message: 'There were 3 rides in Q3 2026.' }],
  ['spend in Q3 2026', { message: 'Spend on rides in Q3 2026: $180.00 over 3 rides.' }],
  ['rides in the third quarter', { message: 'There were 3 rides in Q3 2026.' }],
  ['rides in December', { message: 'There was 1 ride in December 2025.' }],
  ['spend in October 2026', { message: 'Spend on rides in October 2026: $350.00 over 3 rides.' }],
  ['rides in 2025', { message: 'There was 1 ride in 2025.' }],
  ['who travelled the most this year', { message: 'Rides by traveller this year: Ava Employee leads with 3 rides of 7 rides in all.', rows: [['Ava Employee', '3 rides'], ['Ben Booker', '2 rides'], ['Carlos Mendez', '1 ride'], ['Priya Raman', '1 ride']] }],
  ['top 2 travellers by spend this year', { message: 'Spend of rides by traveller this year: Ava Employee leads with $340.00 of $560.00 in all.', rows: [['Ava Employee', '$340.00'], ['Ben Booker', '$80.00']] }],
  ['CO2 by department last month', { message: 'CO2 of rides by department last month: Legal leads with 20.0 kg CO2 of 35.0 kg CO2 in all.' }],
  ['airport rides last month', { message: 'There were 2 rides (airport rides) last month.' }],
  ['distance in miles this year', { message: 'Rides this year covered 83.9 mi over 7 rides.' }],
  ['spend per department year to date', { message: 'Spend of rides by department this year so far: Legal leads with $280.00 of $560.00 in all.' }],
];

describe('the data chat answers with figures added up by hand (issue 18)', () => {
  it('has at least 30 questions', () => {
    expect(QUESTIONS.length).toBeGreaterThanOrEqual(30);
  });

  it.each(QUESTIONS)('%s', async (question, expected) => {
    const answer = await ask(question, /pounds|miles/.test(question) ? 'English' : 'Metric');
    expect(answer.message).toBe(expected.message);
    if (expected.rows) expect(answer.table?.rows).toEqual(expected.rows);
    if (expected.link) expect(answer.link.path).toMatch(expected.link);
  });
});
