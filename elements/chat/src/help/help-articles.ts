// Issue 18: the help chat's packaged corpus: how the product works, in the words the screens use,
// each answer with the screen it is done on. Searched by help-search.ts; the spec gives no texts.

export interface HelpArticle {
  id: string;
  /** The question this answers, as a user might ask it. */
  question: string;
  answer: string;
  /** Other words people use for it (searched, not shown). */
  keywords: string;
  link: { label: string; path: string } | null;
}

export const HELP_ARTICLES: readonly HelpArticle[] = [
  {
    id: 'book-ride',
    question: 'How do I book a ride?',
    answer: "Open New booking and go through the four steps: passenger info, date and location, car and payment, then the summary, where you press Book. You can also tell the booking chat in one sentence, for example 'from JFK to the office tomorrow at 9'.",
    keywords: 'book car taxi reserve order new booking stepper make reservation transfer',
    link: { label: 'New booking', path: '/new-booking' },
  },
  {
    id: 'book-for-someone',
    question: 'How do I book for someone else?',
    answer: "On the first step of New booking, search the passenger by name in the Passenger field. You can book for anyone your booker permissions cover (an admin can book for anyone in the firm). To get permission, ask the employee from the Book on behalf tab of Manage your account.",
    keywords: 'on behalf colleague other person passenger booker permission guest another employee assistant boss',
    link: { label: 'New booking', path: '/new-booking' },
  },
  {
    id: 'booker-permission',
    question: 'How do I let someone book for me?',
    answer: "Open Manage your account from the user menu, tab Bookers, and add the person who may book for you. They can then choose you as the passenger. You can remove the permission there at any time.",
    keywords: 'booker permission allow assistant delegate grant access book for me',
    link: null,
  },
  {
    id: 'add-card',
    question: 'How do I add a card?',
    answer: "Open Manage your account from the user menu and go to the Cards tab, then press Add card and enter the card's details. You can also add a card on the car and payment step while booking. The card you mark as default is chosen first.",
    keywords: 'add credit card payment card debit visa mastercard amex new card default card save card',
    link: null,
  },
  {
    id: 'change-card',
    question: 'How do I change the card of a booking?',
    answer: "In Manage bookings, open the booking's menu and choose Change card, then pick another of your cards.",
    keywords: 'change card payment method switch card booking pay another card',
    link: { label: 'Manage bookings', path: '/manage-bookings' },
  },
  {
    id: 'cost-codes',
    question: 'How do I add a cost code to a ride?',
    answer: "On the first step of New booking, fill the cost allocation fields your firm uses (cost center, department, project code...). Choose a code from the list, or add a new one where your firm allows it. Your usual codes can be saved in Manage your account.",
    keywords: 'cost code cost center department project code allocation billing code charge code',
    link: { label: 'New booking', path: '/new-booking' },
  },
  {
    id: 'cancel',
    question: 'How do I cancel a booking?',
    answer: "In Manage bookings, find the booking under Upcoming, open its menu and choose Cancel, then confirm. A booking that has already started cannot be canceled.",
    keywords: 'cancel booking delete reservation stop ride call off',
    link: { label: 'Manage bookings', path: '/manage-bookings' },
  },
  {
    id: 'edit',
    question: 'How do I change a booking?',
    answer: "In Manage bookings, open the booking's menu and choose Edit. The booking opens in the stepper; change what you need and save it again.",
    keywords: 'edit change modify update booking time address reservation reschedule',
    link: { label: 'Manage bookings', path: '/manage-bookings' },
  },
  {
    id: 'receipts',
    question: 'Where do I find my receipts?',
    answer: "Open Receipts. Search by a date range, the passenger, or a confirmation or receipt number, then open a receipt's PDF or download it.",
    keywords: 'receipt invoice pdf download expense proof of payment bill',
    link: { label: 'Receipts', path: '/receipts' },
  },
  {
    id: 'reports',
    question: 'How do I see a report of our rides?',
    answer: "Open Reports (reporters and super admins). Filter by dates, employees, cost allocations, country and more; the link in the address bar keeps the filters. Export the rides as CSV, PDF or an accounts-payable file, and star a report to keep it or have it mailed on a schedule.",
    keywords: 'report rides export csv spend summary starred schedule analytics data',
    link: { label: 'Reports', path: '/reports' },
  },
  {
    id: 'dashboard',
    question: 'Where is the sustainability dashboard?',
    answer: "Open Dashboard for your firm's rides in charts: spend, rides by service, top employees and airports, and the CO2 of your rides by month, country and purpose, with what greener services would have saved.",
    keywords: 'dashboard charts co2 carbon emissions sustainability green metrics',
    link: { label: 'Dashboard', path: '/dashboard' },
  },
  {
    id: 'airport-pickup',
    question: 'How do I book an airport pickup?',
    answer: "Choose the airport as the pickup, then enter the flight number: the car is timed to the flight's arrival, and the terminal is filled from the flight. Without a commercial flight, switch the flight off and choose the terminal.",
    keywords: 'airport pickup flight arrival terminal meet and greet landing plane',
    link: { label: 'New booking', path: '/new-booking' },
  },
  {
    id: 'hourly',
    question: 'Can I book a car by the hour?',
    answer: "Yes. On the date and location step, choose the trip type Hourly and the number of hours, or As directed when you do not know where the ride ends.",
    keywords: 'hourly by the hour as directed wait time job disposal hours',
    link: { label: 'New booking', path: '/new-booking' },
  },
  {
    id: 'stops',
    question: 'Can I add a stop on the way?',
    answer: "Yes. On the date and location step, press Add stop between the pickup and the drop-off; the stops can be reordered.",
    keywords: 'stop via waypoint add stop multiple stops on the way',
    link: { label: 'New booking', path: '/new-booking' },
  },
  {
    id: 'favorites',
    question: 'How do I save a ride as a favorite?',
    answer: "In Manage bookings, open a booking's menu and choose Add to favorites. Favorites appear in their own tab, from where you can book the same ride again.",
    keywords: 'favorite favourite save ride repeat same ride again template',
    link: { label: 'Manage bookings', path: '/manage-bookings?tab=favorites' },
  },
  {
    id: 'home-work',
    question: 'How do I save my home or office address?',
    answer: "Open Manage your account, tab Addresses, and set Home and Work (and favorite places). They appear as quick picks in the address fields when you book.",
    keywords: 'home address office work address saved places favorite place addresses',
    link: null,
  },
  {
    id: 'notifications',
    question: 'How do I change how I am notified?',
    answer: "Open Manage your account, tab Preferences, and choose how you are told about your rides (email, SMS or push) and your preferred contact method.",
    keywords: 'notification email sms text message push alerts contact method preferences',
    link: null,
  },
  {
    id: 'units',
    question: 'How do I switch to miles or to a 24-hour clock?',
    answer: "Open Manage your account, tab Preferences: choose the distance units, the date format, the clock and the first day of the week.",
    keywords: 'miles kilometers km units date format clock 24 hour 12 hour week preferences language',
    link: null,
  },
  {
    id: 'phone',
    question: 'How do I change my phone number?',
    answer: "Open Manage your account, tab Contact info, and edit your mobile or work phone. Numbers your company records provide cannot be changed there.",
    keywords: 'phone mobile number contact info email change update',
    link: null,
  },
  {
    id: 'status',
    question: 'What do the booking statuses mean?',
    answer: "Accepted: the car provider took the booking. Dispatched: a driver is on the way. On scene: the driver is at the pickup. In progress: the ride has started. Completed: the ride is over. Declined or Error: the provider could not take it; book again or choose another car.",
    keywords: 'status accepted dispatched on scene in progress completed declined error on hold meaning',
    link: { label: 'Manage bookings', path: '/manage-bookings' },
  },
  {
    id: 'driver',
    question: 'How do I see my driver?',
    answer: "Once the ride is dispatched, Manage bookings shows the driver's name, phone and car on the booking's details.",
    keywords: 'driver name phone car license plate vehicle where is my car',
    link: { label: 'Manage bookings', path: '/manage-bookings' },
  },
  {
    id: 'bill-company',
    question: 'Can I bill the ride to my company?',
    answer: "Where your firm allows direct billing, the car and payment step offers Bill to company instead of a card.",
    keywords: 'bill company direct bill invoice company account pay without card corporate billing',
    link: { label: 'New booking', path: '/new-booking' },
  },
  {
    id: 'return-trip',
    question: 'How do I book the way back?',
    answer: "After booking, press Return trip on the confirmation, or choose Return trip in the booking's menu in Manage bookings: the stepper opens with the addresses swapped.",
    keywords: 'return trip way back round trip reverse journey home again',
    link: { label: 'Manage bookings', path: '/manage-bookings' },
  },
  {
    id: 'co2',
    question: 'How is the CO2 of a ride worked out?',
    answer: "Each quote shows the estimated CO2 of the trip: the route's distance times an emission factor for the vehicle type. The lowest is marked, and a greener service is suggested when it costs little more.",
    keywords: 'co2 carbon emission footprint green sustainable electric hybrid kg lb',
    link: null,
  },
  {
    id: 'employees',
    question: 'How do I add or block an employee?',
    answer: "Admins open Manage employees to search employees, add one by hand where the firm allows it, or block one from booking.",
    keywords: 'employee add user block unblock admin manage employees staff',
    link: { label: 'Manage employees', path: '/manage-employees' },
  },
];
