import type { ReservationType, VehicleType } from '@curbside/contracts';
import type { DraftQuestion } from '../chat-draft.ts';

// Issue 18: the booking chat's quality table. Realistic requests as bookers type them (typos,
// any order, relative dates, airports by code or by name, 'the office', 'my home'), each with
// what the chat must have understood. Asked by Ben Booker (test-support/chat-fixture.ts) on
// Tuesday 24 November 2026 at 10:00 in New York. A case with several turns is a conversation.

export interface ExpectedRide {
  /** The passenger's full name; the asker (Ben Booker) when left out. */
  passenger?: string;
  /** The pickup: an IATA code or words of its name or street line. */
  from?: string;
  to?: string;
  stops?: string[];
  date?: string;
  time?: string;
  asap?: true;
  flight?: string;
  noFlight?: true;
  terminal?: string;
  vehicle?: VehicleType;
  type?: ReservationType;
  hours?: number;
  notes?: string;
  /** Not complete yet: the question the chat asks next. */
  asks?: DraftQuestion;
}

export interface BookingChatCase {
  say: string | string[];
  expect: ExpectedRide;
}

export const BOOKING_CHAT_REQUESTS: BookingChatCase[] = [
  // One sentence, everything in it.
  { say: 'a car from JFK terminal 4 to the office tomorrow at 9 for Ava Employee, flight BA117', expect: { passenger: 'Ava Employee', from: 'JFK', to: '200 Park Ave', date: '2026-11-25', time: '09:00', flight: 'BA117', terminal: '4' } },
  { say: 'from home to LGA tomorrow at 7am', expect: { from: '125 W 72nd St', to: 'LGA', date: '2026-11-25', time: '07:00' } },
  { say: 'Pick me up at the Plaza Hotel at 6pm and take me to Grand Central', expect: { from: 'Plaza Hotel', to: 'Grand Central', date: '2026-11-24', time: '18:00' } },
  { say: 'I need a car to JFK from the office on Friday at 4:30pm', expect: { from: '200 Park Ave', to: 'JFK', date: '2026-11-27', time: '16:30' } },
  { say: 'book a ride from my home to Newark airport tomorrow 5:45 am', expect: { from: '125 W 72nd St', to: 'EWR', date: '2026-11-25', time: '05:45' } },
  { say: 'tomorrow at 8 from home to work', expect: { from: '125 W 72nd St', to: '200 Park Ave', date: '2026-11-25', time: '08:00' } },
  { say: 'Work to home tonight at 11', expect: { from: '200 Park Ave', to: '125 W 72nd St', date: '2026-11-24', time: '23:00' } },
  { say: 'car for Carlos Mendez from LaGuardia to Rockefeller Center on Dec 3 at 14:15, flight AC700', expect: { passenger: 'Carlos Mendez', from: 'LGA', to: 'Rockefeller Center', date: '2026-12-03', time: '14:15', flight: 'AC700' } },
  { say: 'For Priya: Empire State Building to Madison Square Garden, Thursday 7pm', expect: { passenger: 'Priya Raman', from: 'Empire State Building', to: 'Madison Square Garden', date: '2026-11-26', time: '19:00' } },
  { say: 'from the office to Carnegie Hall in 2 hours', expect: { from: '200 Park Ave', to: 'Carnegie Hall', date: '2026-11-24', time: '12:00' } },
  { say: 'a taxi from Times Square to the Met tomorrow noon', expect: { from: 'Times Square', to: 'Metropolitan Museum', date: '2026-11-25', time: '12:00', vehicle: 'Taxi' } },
  { say: 'SUV from JFK to home, arriving on flight AA100 tomorrow at 1:30 pm', expect: { from: 'JFK', to: '125 W 72nd St', date: '2026-11-25', time: '13:30', flight: 'AA100', vehicle: 'SUV' } },
  { say: 'Need a van from the office to Barclays Center at 5pm for Ava Stone', expect: { passenger: 'Ava Stone', from: '200 Park Ave', to: 'Barclays Center', date: '2026-11-24', time: '17:00', vehicle: 'Minivan' } },
  { say: 'from Grand Central to One World Trade Center tomorrow 9:03', expect: { from: 'Grand Central', to: 'One World Trade Center', date: '2026-11-25', time: '09:05' } },
  { say: 'take me from the office to the gym at 6:30pm', expect: { from: '200 Park Ave', to: '45 E 45th St', date: '2026-11-24', time: '18:30' } },
  { say: "to mom's from work tomorrow 6pm", expect: { from: '200 Park Ave', to: '300 E 57th St', date: '2026-11-25', time: '18:00' } },
  { say: 'from 350 5th Ave to Hudson Yards tomorrow 10am', expect: { from: '350 5th Ave', to: 'Hudson Yards', date: '2026-11-25', time: '10:00' } },
  { say: 'JFK to the office tomorrow 11:00 flight BA 117', expect: { from: 'JFK', to: '200 Park Ave', date: '2026-11-25', time: '11:00', flight: 'BA117' } },
  { say: 'pickup at jfk tomorrow 3pm no flight, going to the office', expect: { from: 'JFK', to: '200 Park Ave', date: '2026-11-25', time: '15:00', noFlight: true } },
  { say: 'Heathrow to the Savoy on Dec 2 at 10:00, flight BA178', expect: { from: 'LHR', to: 'Savoy', date: '2026-12-02', time: '10:00', flight: 'BA178' } },
  { say: 'a car to Heathrow from The Dorchester on 12/05 at 8:00', expect: { from: 'Dorchester', to: 'LHR', date: '2026-12-05', time: '08:00' } },
  { say: 'from Union Station Toronto to Pearson tomorrow 6 pm', expect: { from: 'Union Station', to: 'YYZ', date: '2026-11-25', time: '18:00' } },
  { say: 'from South Station to Logan airport at 7:15pm', expect: { from: 'South Station', to: 'BOS', date: '2026-11-24', time: '19:15' } },
  { say: "O'Hare to Willis Tower tomorrow at 9:30 am, no flight", expect: { from: 'ORD', to: 'Willis Tower', date: '2026-11-25', time: '09:30', noFlight: true } },
  { say: 'from SFO to Salesforce Tower on Monday 11am flight UA1', expect: { from: 'SFO', asks: 'flight', date: '2026-11-30', time: '11:00' } },
  { say: 'Moscone Center to SFO monday 5pm', expect: { from: 'Moscone Center', to: 'SFO', date: '2026-11-30', time: '17:00' } },
  { say: 'from the White House to Dulles tomorrow at 6', expect: { from: 'White House', to: 'IAD', date: '2026-11-25', time: '06:00' } },
  { say: 'asap from the office to the airport', expect: { from: '200 Park Ave', to: 'LGA', asap: true } },
  { say: 'I need a cab right now from home to work', expect: { from: '125 W 72nd St', to: '200 Park Ave', asap: true, vehicle: 'Taxi' } },
  // Typos and loose wording.
  { say: 'frm home to the ofice tommorow at 8', expect: { from: '125 W 72nd St', to: '200 Park Ave', date: '2026-11-25', time: '08:00' } },
  { say: 'car for ava employe from home to jfk tomorow 6am', expect: { passenger: 'Ava Employee', from: '125 W 72nd St', to: 'JFK', date: '2026-11-25', time: '06:00' } },
  { say: 'for carlos from grand centrl to the ofice at 3pm', expect: { passenger: 'Carlos Mendez', from: 'Grand Central', to: '200 Park Ave', date: '2026-11-24', time: '15:00' } },
  { say: 'pls get me to laguardia from the plaza hotel tomorrow morning at 7', expect: { from: 'Plaza Hotel', to: 'LGA', date: '2026-11-25', time: '07:00' } },
  { say: 'from Empire State Bldg to Lincoln Center 8pm', expect: { from: 'Empire State Building', to: 'Lincoln Center', date: '2026-11-24', time: '20:00' } },
  // Stops, hours, as directed, notes, vehicles.
  { say: 'from home to JFK via the office tomorrow at 5am', expect: { from: '125 W 72nd St', to: 'JFK', stops: ['200 Park Ave'], date: '2026-11-25', time: '05:00' } },
  { say: 'office to Newark airport stopping at Grand Central, Friday 2pm', expect: { from: '200 Park Ave', to: 'EWR', stops: ['Grand Central'], date: '2026-11-27', time: '14:00' } },
  { say: 'hourly car for 3 hours from the office tomorrow at 1pm to Times Square', expect: { from: '200 Park Ave', to: 'Times Square', type: 'timeJob', hours: 3, date: '2026-11-25', time: '13:00' } },
  { say: 'a car as directed from the Plaza Hotel tomorrow at 10am', expect: { from: 'Plaza Hotel', type: 'asDirected', date: '2026-11-25', time: '10:00' } },
  { say: 'from home to work tomorrow at 8, note: please call on arrival', expect: { from: '125 W 72nd St', to: '200 Park Ave', date: '2026-11-25', time: '08:00', notes: 'please call on arrival' } },
  { say: 'executive car from the office to JFK tomorrow at 4pm, tell the driver I have two large bags', expect: { from: '200 Park Ave', to: 'JFK', date: '2026-11-25', time: '16:00', vehicle: 'Executive', notes: 'I have two large bags' } },
  { say: 'a minibus from Madison Square Garden to Newark airport at 9pm', expect: { from: 'Madison Square Garden', to: 'EWR', date: '2026-11-24', time: '21:00', vehicle: 'Minibus' } },
  { say: 'luxury sedan? no, a limo from the office to Carnegie Hall at 7pm', expect: { from: '200 Park Ave', to: 'Carnegie Hall', date: '2026-11-24', time: '19:00', vehicle: 'Luxury' } },
  { say: 'from the office for 2 hrs tomorrow 2pm hourly to the Met', expect: { from: '200 Park Ave', to: 'Metropolitan Museum', type: 'timeJob', hours: 2, date: '2026-11-25', time: '14:00' } },
  // Missing parts: the chat asks one question.
  { say: 'I need a car', expect: { asks: 'pickup' } },
  { say: 'to JFK tomorrow at 6am', expect: { to: 'JFK', asks: 'pickup' } },
  { say: 'from the office to JFK', expect: { from: '200 Park Ave', to: 'JFK', asks: 'date' } },
  { say: 'from the office to JFK tomorrow', expect: { from: '200 Park Ave', to: 'JFK', date: '2026-11-25', asks: 'time' } },
  { say: 'car for Ava tomorrow at 9 from home to work', expect: { asks: 'passenger', date: '2026-11-25', time: '09:00' } },
  { say: 'from JFK to the office tomorrow at noon', expect: { from: 'JFK', to: '200 Park Ave', asks: 'flight' } },
  { say: 'hourly from the office to Times Square tomorrow at 10', expect: { type: 'timeJob', asks: 'hours' } },
  { say: 'from Atlantis to the office tomorrow at 9', expect: { to: '200 Park Ave', asks: 'pickup' } },
  // Conversations: answers and corrections.
  { say: ['I need a car', 'the office', 'JFK', 'tomorrow', '6pm'], expect: { from: '200 Park Ave', to: 'JFK', date: '2026-11-25', time: '18:00' } },
  { say: ['from home to work tomorrow at 9', 'make it 9:30'], expect: { from: '125 W 72nd St', to: '200 Park Ave', date: '2026-11-25', time: '09:30' } },
  { say: ['from home to work tomorrow at 9', 'actually to LGA'], expect: { from: '125 W 72nd St', to: 'LGA', date: '2026-11-25', time: '09:00' } },
  { say: ['from JFK to the office tomorrow at noon', 'BA117'], expect: { from: 'JFK', to: '200 Park Ave', flight: 'BA117', time: '12:00' } },
  { say: ['from JFK to the office tomorrow at noon', 'no'], expect: { from: 'JFK', to: '200 Park Ave', noFlight: true } },
  { say: ['car for Ava tomorrow at 9 from home to work', 'Ava Stone'], expect: { passenger: 'Ava Stone', from: '125 W 72nd St', to: '200 Park Ave', time: '09:00' } },
  { say: ['hourly from the office to Times Square tomorrow at 10', '4'], expect: { type: 'timeJob', hours: 4, time: '10:00' } },
  { say: ['from the office to JFK tomorrow', 'at 5:30 pm'], expect: { from: '200 Park Ave', to: 'JFK', date: '2026-11-25', time: '17:30' } },
  { say: ['to JFK tomorrow at 6am', 'from home'], expect: { from: '125 W 72nd St', to: 'JFK', time: '06:00' } },
  { say: ['from home to work tomorrow at 9', 'change the date to Friday'], expect: { date: '2026-11-27', time: '09:00' } },
  { say: ['from home to work tomorrow at 9', 'for Priya'], expect: { passenger: 'Priya Raman', date: '2026-11-25' } },
  { say: ['from Atlantis to the office tomorrow at 9', 'Grand Central'], expect: { from: 'Grand Central', to: '200 Park Ave', time: '09:00' } },
  { say: ['flight BA117 tomorrow at 1pm', 'the office'], expect: { from: 'JFK', to: '200 Park Ave', flight: 'BA117', time: '13:00' } },
];
