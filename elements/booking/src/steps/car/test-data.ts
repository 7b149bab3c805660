import type { CarServiceQuote, ChosenCarService, CreditCardEntry } from '@curbside/contracts';

// Test data for step 3 and 4 (not exported from the package).

export function service(overrides: Partial<ChosenCarService> = {}): ChosenCarService {
  return {
    name: 'City Cars', vehicleType: 'Sedan', bookingAccountServiceId: 11, supplierRefQuoteId: null, bookieQuoteId: null, quoteTraceId: 'qt-11',
    quoteId: null, specialAccommodationsGuid: null, carProviderPhoneNumber: null, carProviderPhoneCountryCode: null,
    numOfPassengers: 3, inclusiveness: 'FullyInclusive', userCost: null, paymentCost: null, userQuoteLevel: 'oneCost',
    minUserCost: null, maxUserCost: null, minPaymentCost: null, maxPaymentCost: null,
    isPreferred: false, isSustainable: false, isDiverse: false, isFilteredOut: false,
    ...overrides,
  };
}

export function quote(bookingAccountServiceId: number, amount: number | null, overrides: Partial<CarServiceQuote> = {}): CarServiceQuote {
  return {
    bookingAccountServiceId, quoteTraceId: `qt-${bookingAccountServiceId}`, quoteId: amount === null ? null : `Q-${bookingAccountServiceId}`,
    supplierRefQuoteId: amount === null ? null : `S-${bookingAccountServiceId}`, bookieQuoteId: `qt-${bookingAccountServiceId}`,
    quoteType: amount === null ? null : 'oneCost', inclusiveness: 'FullyInclusive',
    userCost: amount === null ? null : { amount, currency: 'USD', formattedCost: `$ ${amount.toFixed(2)} (USD)` },
    paymentCost: null, minUserCost: null, maxUserCost: null,
    ...overrides,
  };
}

export function card(userCreditCardId: number, expDate: string, overrides: Partial<CreditCardEntry> = {}): CreditCardEntry {
  return {
    userCreditCardId, isDefault: false, isImported: false, source: 'SG2',
    card: {
      creditCardId: userCreditCardId, brand: 'VISA', last4: String(4000 + userCreditCardId).slice(-4), expDate, description: null,
      billingName: 'Ava Employee', billingZip: '10001', amexCardValidToDate: null, amexCardBalance: null,
    },
    ...overrides,
  };
}
