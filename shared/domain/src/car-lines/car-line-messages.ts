// Car-line configuration and marshal messages (issue 16; the spec shows none of these texts).
// The server refuses with them and the configuration form shows the same words.

export const CAR_LINE_MESSAGES = {
  nameMissing: 'Enter the car line name',
  bookingAccountNotFirm: 'Choose a booking account of your firm',
  fallbackSameAccount: 'The fallback booking account must be another account',
  pickupMissing: 'Choose the pickup place',
  accountTaken: (name: string) => `This booking account already runs the car line ${name}`,
  regionTooSmall: 'Draw the region with at least 3 distinct points',
  regionNotClosed: 'The region must be closed: repeat the first point at the end',
  pickupOutsideRegion: "The pickup is outside the car line's region",
  noWeekdays: 'Choose at least one weekday',
  noTimeRanges: 'Add at least one time range',
  badTime: 'Use a time as HH:mm, from 00:00 to 23:59',
  emptyRange: 'A time range must end at another time than it starts',
  overlappingRanges: (a: string, b: string) => `The time ranges ${a} and ${b} overlap`,
  badExceptionDate: (date: string) => `${date} is not a date (use YYYY-MM-DD)`,
  notOperationalToday: 'This car line is not operational today',
  carLineNotFound: 'Car line not found',
  inactiveCarLine: 'This car line is switched off',
  rollerNotWaiting: 'This roller is no longer waiting at the car line',
} as const;
