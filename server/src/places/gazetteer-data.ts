/**
 * The places gazetteer of the simulated maps service: real, well-known street
 * addresses (offices, hotels, stations, venues, landmarks) in the cities the
 * demo roster books in, a few entries without a street number (a street, an
 * area, a park: validation answers MissingParams), and the seeded firms' offices.
 * Coordinates are approximate (building entrances to a few tens of metres).
 */

export type GazetteerKind = 'office' | 'hotel' | 'station' | 'venue' | 'landmark' | 'museum' | 'education' | 'street' | 'area' | 'park';

export interface CityDef {
  city: string;
  county: string | null;
  state: string;
  stateCode: string;
  country: string;
  countryCode: string;
  /** How the country ends a formatted address ('USA', 'UK', 'Canada'). */
  countryLabel: string;
  /** UK addresses: the town is a postal_town, and the postcode follows it without the region. */
  postalTown?: boolean;
}

export const CITIES = {
  nyc: { city: 'New York', county: 'New York County', state: 'New York', stateCode: 'NY', country: 'United States', countryCode: 'US', countryLabel: 'USA' },
  brooklyn: { city: 'Brooklyn', county: 'Kings County', state: 'New York', stateCode: 'NY', country: 'United States', countryCode: 'US', countryLabel: 'USA' },
  newark: { city: 'Newark', county: 'Essex County', state: 'New Jersey', stateCode: 'NJ', country: 'United States', countryCode: 'US', countryLabel: 'USA' },
  boston: { city: 'Boston', county: 'Suffolk County', state: 'Massachusetts', stateCode: 'MA', country: 'United States', countryCode: 'US', countryLabel: 'USA' },
  cambridge: { city: 'Cambridge', county: 'Middlesex County', state: 'Massachusetts', stateCode: 'MA', country: 'United States', countryCode: 'US', countryLabel: 'USA' },
  chicago: { city: 'Chicago', county: 'Cook County', state: 'Illinois', stateCode: 'IL', country: 'United States', countryCode: 'US', countryLabel: 'USA' },
  sf: { city: 'San Francisco', county: 'San Francisco County', state: 'California', stateCode: 'CA', country: 'United States', countryCode: 'US', countryLabel: 'USA' },
  la: { city: 'Los Angeles', county: 'Los Angeles County', state: 'California', stateCode: 'CA', country: 'United States', countryCode: 'US', countryLabel: 'USA' },
  beverlyHills: { city: 'Beverly Hills', county: 'Los Angeles County', state: 'California', stateCode: 'CA', country: 'United States', countryCode: 'US', countryLabel: 'USA' },
  santaMonica: { city: 'Santa Monica', county: 'Los Angeles County', state: 'California', stateCode: 'CA', country: 'United States', countryCode: 'US', countryLabel: 'USA' },
  inglewood: { city: 'Inglewood', county: 'Los Angeles County', state: 'California', stateCode: 'CA', country: 'United States', countryCode: 'US', countryLabel: 'USA' },
  dc: { city: 'Washington', county: null, state: 'District of Columbia', stateCode: 'DC', country: 'United States', countryCode: 'US', countryLabel: 'USA' },
  london: { city: 'London', county: 'Greater London', state: 'England', stateCode: 'England', country: 'United Kingdom', countryCode: 'GB', countryLabel: 'UK', postalTown: true },
  toronto: { city: 'Toronto', county: 'Toronto', state: 'Ontario', stateCode: 'ON', country: 'Canada', countryCode: 'CA', countryLabel: 'Canada' },
} satisfies Record<string, CityDef>;

export type CityKey = keyof typeof CITIES;

/**
 * One gazetteer row: [id, name, street number, street (short form), city, postcode, lat, lng, kind].
 * The id is stable (it becomes the place id `curb:<id>`). A null street number
 * means the place has none (a street, an area, a park).
 */
export type GazetteerRow = [
  id: string,
  name: string | null,
  streetNumber: string | null,
  street: string | null,
  city: CityKey,
  postcode: string,
  lat: number,
  lng: number,
  kind: GazetteerKind,
];

export const GAZETTEER_ROWS: GazetteerRow[] = [
  // ---- Firm offices ----
  ['acme-hq', 'Acme HQ', '350', '5th Ave', 'nyc', '10118', 40.748817, -73.985428, 'office'],
  ['globex-hq', 'Globex HQ', '1', 'Market St', 'sf', '94105', 37.793900, -122.394800, 'office'],
  ['initech-hq', 'Initech HQ', '150', 'N Riverside Plaza', 'chicago', '60606', 41.884600, -87.638900, 'office'],
  ['curbside-trial-office', 'Curbside Trial office', '100', 'Summer St', 'boston', '02110', 42.354100, -71.058100, 'office'],
  ['hq-office', 'HQ office', '1', 'Canada Square', 'london', 'E14 5AB', 51.504900, -0.019500, 'office'],

  // ---- New York ----
  ['empire-state-building', 'Empire State Building', '350', '5th Ave', 'nyc', '10118', 40.748817, -73.985428, 'landmark'],
  ['rockefeller-center', 'Rockefeller Center', '30', 'Rockefeller Plaza', 'nyc', '10112', 40.758740, -73.978674, 'landmark'],
  ['one-world-trade-center', 'One World Trade Center', '285', 'Fulton St', 'nyc', '10007', 40.712742, -74.013382, 'office'],
  ['grand-central-terminal', 'Grand Central Terminal', '89', 'E 42nd St', 'nyc', '10017', 40.752726, -73.977229, 'station'],
  ['moynihan-train-hall', 'Moynihan Train Hall', '421', '8th Ave', 'nyc', '10001', 40.750500, -73.995600, 'station'],
  ['port-authority-bus-terminal', 'Port Authority Bus Terminal', '625', '8th Ave', 'nyc', '10018', 40.757000, -73.990400, 'station'],
  ['the-plaza-hotel', 'The Plaza Hotel', '768', '5th Ave', 'nyc', '10019', 40.764551, -73.974282, 'hotel'],
  ['waldorf-astoria-new-york', 'Waldorf Astoria New York', '301', 'Park Ave', 'nyc', '10022', 40.756570, -73.973808, 'hotel'],
  ['new-york-marriott-marquis', 'New York Marriott Marquis', '1535', 'Broadway', 'nyc', '10036', 40.758400, -73.986100, 'hotel'],
  ['the-peninsula-new-york', 'The Peninsula New York', '700', '5th Ave', 'nyc', '10019', 40.761500, -73.975400, 'hotel'],
  ['four-seasons-downtown-nyc', 'Four Seasons Hotel New York Downtown', '27', 'Barclay St', 'nyc', '10007', 40.712700, -74.009400, 'hotel'],
  ['hotel-chelsea', 'Hotel Chelsea', '222', 'W 23rd St', 'nyc', '10011', 40.744500, -73.996900, 'hotel'],
  ['the-standard-high-line', 'The Standard, High Line', '848', 'Washington St', 'nyc', '10014', 40.740800, -74.008100, 'hotel'],
  ['chrysler-building', 'Chrysler Building', '405', 'Lexington Ave', 'nyc', '10174', 40.751652, -73.975311, 'office'],
  ['the-met', 'The Metropolitan Museum of Art', '1000', '5th Ave', 'nyc', '10028', 40.779437, -73.963244, 'museum'],
  ['moma', 'The Museum of Modern Art', '11', 'W 53rd St', 'nyc', '10019', 40.761433, -73.977622, 'museum'],
  ['whitney-museum', 'Whitney Museum of American Art', '99', 'Gansevoort St', 'nyc', '10014', 40.739588, -74.008863, 'museum'],
  ['new-york-stock-exchange', 'New York Stock Exchange', '11', 'Wall St', 'nyc', '10005', 40.706877, -74.011265, 'office'],
  ['madison-square-garden', 'Madison Square Garden', '4', 'Pennsylvania Plaza', 'nyc', '10001', 40.750504, -73.993439, 'venue'],
  ['lincoln-center', 'Lincoln Center for the Performing Arts', '10', 'Lincoln Center Plaza', 'nyc', '10023', 40.772464, -73.983489, 'venue'],
  ['carnegie-hall', 'Carnegie Hall', '881', '7th Ave', 'nyc', '10019', 40.765027, -73.979921, 'venue'],
  ['united-nations-hq', 'United Nations Headquarters', '405', 'E 42nd St', 'nyc', '10017', 40.748876, -73.968009, 'office'],
  ['new-york-times-building', 'The New York Times Building', '620', '8th Ave', 'nyc', '10018', 40.756100, -73.990300, 'office'],
  ['30-hudson-yards', '30 Hudson Yards', '30', 'Hudson Yards', 'nyc', '10001', 40.753700, -74.000900, 'office'],
  ['apple-fifth-avenue', 'Apple Fifth Avenue', '767', '5th Ave', 'nyc', '10153', 40.763600, -73.972300, 'landmark'],
  ['flatiron-building', 'Flatiron Building', '175', '5th Ave', 'nyc', '10010', 40.741061, -73.989699, 'landmark'],
  ['goldman-sachs-200-west', 'Goldman Sachs', '200', 'West St', 'nyc', '10282', 40.714600, -74.014500, 'office'],
  ['bloomberg-731-lexington', 'Bloomberg Tower', '731', 'Lexington Ave', 'nyc', '10022', 40.761800, -73.968100, 'office'],
  ['google-111-eighth', 'Google New York', '111', '8th Ave', 'nyc', '10011', 40.741400, -74.003400, 'office'],
  ['barclays-center', 'Barclays Center', '620', 'Atlantic Ave', 'brooklyn', '11217', 40.682661, -73.975225, 'venue'],
  ['brooklyn-museum', 'Brooklyn Museum', '200', 'Eastern Pkwy', 'brooklyn', '11238', 40.671206, -73.963631, 'museum'],
  ['broadway-nyc', null, null, 'Broadway', 'nyc', '', 40.759011, -73.984472, 'street'],
  ['times-square', 'Times Square', null, null, 'nyc', '10036', 40.758000, -73.985500, 'area'],
  ['central-park', 'Central Park', null, null, 'nyc', '', 40.782865, -73.965355, 'park'],
  ['soho-nyc', 'SoHo', null, null, 'nyc', '', 40.723301, -74.002988, 'area'],

  // ---- Newark ----
  ['newark-penn-station', 'Newark Penn Station', '1', 'Raymond Plaza W', 'newark', '07102', 40.734700, -74.164400, 'station'],
  ['prudential-center', 'Prudential Center', '25', 'Lafayette St', 'newark', '07102', 40.733500, -74.171100, 'venue'],
  ['njpac', 'New Jersey Performing Arts Center', '1', 'Center St', 'newark', '07102', 40.742000, -74.167400, 'venue'],
  ['newark-museum-of-art', 'Newark Museum of Art', '49', 'Washington St', 'newark', '07102', 40.742700, -74.171800, 'museum'],
  ['prudential-tower-newark', 'Prudential Tower', '655', 'Broad St', 'newark', '07102', 40.737800, -74.170800, 'office'],
  ['hilton-newark-penn-station', 'Hilton Newark Penn Station', '1', 'Gateway Center', 'newark', '07102', 40.735600, -74.165700, 'hotel'],
  ['rutgers-newark', 'Rutgers University-Newark', '249', 'University Ave', 'newark', '07102', 40.741400, -74.176600, 'education'],
  ['audible-hq', 'Audible', '1', 'Washington Park', 'newark', '07102', 40.742500, -74.171200, 'office'],
  ['branch-brook-park', 'Branch Brook Park', null, null, 'newark', '07104', 40.771200, -74.177400, 'park'],

  // ---- Boston and Cambridge ----
  ['south-station', 'South Station', '700', 'Atlantic Ave', 'boston', '02110', 42.352271, -71.055242, 'station'],
  ['back-bay-station', 'Back Bay Station', '145', 'Dartmouth St', 'boston', '02116', 42.347300, -71.075700, 'station'],
  ['boston-public-library', 'Boston Public Library', '700', 'Boylston St', 'boston', '02116', 42.349300, -71.078200, 'landmark'],
  ['prudential-tower-boston', 'Prudential Tower', '800', 'Boylston St', 'boston', '02199', 42.347100, -71.082500, 'office'],
  ['200-clarendon', '200 Clarendon', '200', 'Clarendon St', 'boston', '02116', 42.349300, -71.074800, 'office'],
  ['fenway-park', 'Fenway Park', '4', 'Jersey St', 'boston', '02215', 42.346676, -71.097218, 'venue'],
  ['td-garden', 'TD Garden', '100', 'Legends Way', 'boston', '02114', 42.366300, -71.062100, 'venue'],
  ['museum-of-fine-arts-boston', 'Museum of Fine Arts, Boston', '465', 'Huntington Ave', 'boston', '02115', 42.339400, -71.094000, 'museum'],
  ['faneuil-hall', 'Faneuil Hall', '1', 'Faneuil Hall Square', 'boston', '02109', 42.360000, -71.054900, 'landmark'],
  ['boston-park-plaza', 'Boston Park Plaza', '50', 'Park Plaza', 'boston', '02116', 42.351000, -71.069600, 'hotel'],
  ['omni-parker-house', 'Omni Parker House', '60', 'School St', 'boston', '02108', 42.357700, -71.060100, 'hotel'],
  ['massachusetts-state-house', 'Massachusetts State House', '24', 'Beacon St', 'boston', '02133', 42.358400, -71.063700, 'landmark'],
  ['bcec', 'Boston Convention and Exhibition Center', '415', 'Summer St', 'boston', '02210', 42.345600, -71.045600, 'venue'],
  ['harvard-university', 'Harvard University', '1350', 'Massachusetts Ave', 'cambridge', '02138', 42.373400, -71.118900, 'education'],
  ['mit', 'Massachusetts Institute of Technology', '77', 'Massachusetts Ave', 'cambridge', '02139', 42.359100, -71.093500, 'education'],
  ['boston-common', 'Boston Common', null, null, 'boston', '02111', 42.355100, -71.065600, 'park'],

  // ---- Chicago ----
  ['willis-tower', 'Willis Tower', '233', 'S Wacker Dr', 'chicago', '60606', 41.878876, -87.635915, 'office'],
  ['chicago-union-station', 'Chicago Union Station', '225', 'S Canal St', 'chicago', '60606', 41.878700, -87.640300, 'station'],
  ['ogilvie-transportation-center', 'Ogilvie Transportation Center', '500', 'W Madison St', 'chicago', '60661', 41.882400, -87.640600, 'station'],
  ['art-institute-of-chicago', 'The Art Institute of Chicago', '111', 'S Michigan Ave', 'chicago', '60603', 41.879600, -87.623700, 'museum'],
  ['field-museum', 'Field Museum', '1400', 'S Lake Shore Dr', 'chicago', '60605', 41.866300, -87.617000, 'museum'],
  ['navy-pier', 'Navy Pier', '600', 'E Grand Ave', 'chicago', '60611', 41.891600, -87.609100, 'landmark'],
  ['the-drake-hotel', 'The Drake Hotel', '140', 'E Walton Pl', 'chicago', '60611', 41.900300, -87.623600, 'hotel'],
  ['palmer-house-hilton', 'Palmer House Hilton', '17', 'E Monroe St', 'chicago', '60603', 41.880700, -87.626600, 'hotel'],
  ['merchandise-mart', 'Merchandise Mart', '222', 'W Merchandise Mart Plaza', 'chicago', '60654', 41.888500, -87.635400, 'office'],
  ['tribune-tower', 'Tribune Tower', '435', 'N Michigan Ave', 'chicago', '60611', 41.890400, -87.623500, 'landmark'],
  ['875-north-michigan', '875 North Michigan Avenue', '875', 'N Michigan Ave', 'chicago', '60611', 41.898800, -87.623000, 'office'],
  ['chicago-board-of-trade', 'Chicago Board of Trade Building', '141', 'W Jackson Blvd', 'chicago', '60604', 41.877800, -87.632300, 'office'],
  ['mccormick-place', 'McCormick Place', '2301', 'S King Dr', 'chicago', '60616', 41.851300, -87.615500, 'venue'],
  ['wrigley-field', 'Wrigley Field', '1060', 'W Addison St', 'chicago', '60613', 41.948400, -87.655300, 'venue'],
  ['united-center', 'United Center', '1901', 'W Madison St', 'chicago', '60612', 41.880700, -87.674200, 'venue'],
  ['soldier-field', 'Soldier Field', '1410', 'Special Olympics Dr', 'chicago', '60605', 41.862300, -87.616700, 'venue'],
  ['millennium-park', 'Millennium Park', null, null, 'chicago', '60602', 41.882600, -87.622600, 'park'],
  ['michigan-avenue', null, null, 'N Michigan Ave', 'chicago', '', 41.894800, -87.624300, 'street'],

  // ---- San Francisco ----
  ['salesforce-tower', 'Salesforce Tower', '415', 'Mission St', 'sf', '94105', 37.789800, -122.396900, 'office'],
  ['salesforce-transit-center', 'Salesforce Transit Center', '425', 'Mission St', 'sf', '94105', 37.789600, -122.396100, 'station'],
  ['sf-caltrain', 'San Francisco Caltrain Station', '700', '4th St', 'sf', '94107', 37.776500, -122.394400, 'station'],
  ['ferry-building', 'Ferry Building', '1', 'Ferry Building', 'sf', '94111', 37.795500, -122.393700, 'landmark'],
  ['moscone-center', 'Moscone Center', '747', 'Howard St', 'sf', '94103', 37.784000, -122.401300, 'venue'],
  ['fairmont-san-francisco', 'Fairmont San Francisco', '950', 'Mason St', 'sf', '94108', 37.792300, -122.410200, 'hotel'],
  ['palace-hotel-sf', 'Palace Hotel', '2', 'New Montgomery St', 'sf', '94105', 37.788300, -122.401800, 'hotel'],
  ['hotel-nikko-sf', 'Hotel Nikko San Francisco', '222', 'Mason St', 'sf', '94102', 37.785600, -122.409300, 'hotel'],
  ['oracle-park', 'Oracle Park', '24', 'Willie Mays Plaza', 'sf', '94107', 37.778600, -122.389300, 'venue'],
  ['chase-center', 'Chase Center', '1', 'Warriors Way', 'sf', '94158', 37.768000, -122.387500, 'venue'],
  ['sf-city-hall', 'San Francisco City Hall', '1', 'Dr Carlton B Goodlett Pl', 'sf', '94102', 37.779300, -122.419200, 'landmark'],
  ['transamerica-pyramid', 'Transamerica Pyramid', '600', 'Montgomery St', 'sf', '94111', 37.795200, -122.402800, 'office'],
  ['sfmoma', 'San Francisco Museum of Modern Art', '151', '3rd St', 'sf', '94103', 37.785700, -122.401100, 'museum'],
  ['1355-market', '1355 Market Street', '1355', 'Market St', 'sf', '94103', 37.776800, -122.416800, 'office'],
  ['california-academy-of-sciences', 'California Academy of Sciences', '55', 'Music Concourse Dr', 'sf', '94118', 37.769900, -122.466100, 'museum'],
  ['golden-gate-park', 'Golden Gate Park', null, null, 'sf', '94122', 37.769400, -122.486200, 'park'],
  ['fishermans-wharf', "Fisherman's Wharf", null, null, 'sf', '94133', 37.808000, -122.417700, 'area'],

  // ---- Los Angeles ----
  ['la-union-station', 'Union Station', '800', 'N Alameda St', 'la', '90012', 34.056200, -118.236500, 'station'],
  ['walt-disney-concert-hall', 'Walt Disney Concert Hall', '111', 'S Grand Ave', 'la', '90012', 34.055300, -118.249800, 'venue'],
  ['crypto-com-arena', 'Crypto.com Arena', '1111', 'S Figueroa St', 'la', '90015', 34.043000, -118.267300, 'venue'],
  ['la-convention-center', 'Los Angeles Convention Center', '1201', 'S Figueroa St', 'la', '90015', 34.040300, -118.269400, 'venue'],
  ['getty-center', 'Getty Center', '1200', 'Getty Center Dr', 'la', '90049', 34.078000, -118.474100, 'museum'],
  ['griffith-observatory', 'Griffith Observatory', '2800', 'E Observatory Rd', 'la', '90027', 34.118400, -118.300400, 'landmark'],
  ['lacma', 'Los Angeles County Museum of Art', '5905', 'Wilshire Blvd', 'la', '90036', 34.063900, -118.359200, 'museum'],
  ['westin-bonaventure', 'The Westin Bonaventure Hotel & Suites', '404', 'S Figueroa St', 'la', '90071', 34.052800, -118.256600, 'hotel'],
  ['hollywood-roosevelt', 'Hollywood Roosevelt Hotel', '7000', 'Hollywood Blvd', 'la', '90028', 34.101300, -118.341700, 'hotel'],
  ['dolby-theatre', 'Dolby Theatre', '6801', 'Hollywood Blvd', 'la', '90028', 34.102700, -118.340800, 'venue'],
  ['us-bank-tower', 'U.S. Bank Tower', '633', 'W 5th St', 'la', '90071', 34.051000, -118.254100, 'office'],
  ['dodger-stadium', 'Dodger Stadium', '1000', 'Vin Scully Ave', 'la', '90012', 34.073900, -118.240000, 'venue'],
  ['beverly-hills-hotel', 'The Beverly Hills Hotel', '9641', 'Sunset Blvd', 'beverlyHills', '90210', 34.081600, -118.413300, 'hotel'],
  ['santa-monica-pier', 'Santa Monica Pier', '200', 'Santa Monica Pier', 'santaMonica', '90401', 34.009000, -118.497300, 'landmark'],
  ['sofi-stadium', 'SoFi Stadium', '1001', 'Stadium Dr', 'inglewood', '90301', 33.953500, -118.339000, 'venue'],
  ['venice-beach', 'Venice Beach', null, null, 'la', '90291', 33.985000, -118.472500, 'area'],

  // ---- Washington DC ----
  ['the-white-house', 'The White House', '1600', 'Pennsylvania Ave NW', 'dc', '20500', 38.897700, -77.036500, 'landmark'],
  ['dc-union-station', 'Union Station', '50', 'Massachusetts Ave NE', 'dc', '20002', 38.897600, -77.006300, 'station'],
  ['library-of-congress', 'Library of Congress', '101', 'Independence Ave SE', 'dc', '20540', 38.888700, -77.004700, 'landmark'],
  ['air-and-space-museum', 'National Air and Space Museum', '600', 'Independence Ave SW', 'dc', '20560', 38.888100, -77.019900, 'museum'],
  ['willard-intercontinental', 'Willard InterContinental Washington', '1401', 'Pennsylvania Ave NW', 'dc', '20004', 38.896400, -77.032600, 'hotel'],
  ['the-watergate-hotel', 'The Watergate Hotel', '2650', 'Virginia Ave NW', 'dc', '20037', 38.899400, -77.055000, 'hotel'],
  ['the-hay-adams', 'The Hay-Adams', '800', '16th St NW', 'dc', '20006', 38.900600, -77.036600, 'hotel'],
  ['kennedy-center', 'The John F. Kennedy Center for the Performing Arts', '2700', 'F St NW', 'dc', '20566', 38.895600, -77.055800, 'venue'],
  ['capital-one-arena', 'Capital One Arena', '601', 'F St NW', 'dc', '20004', 38.898100, -77.020900, 'venue'],
  ['nationals-park', 'Nationals Park', '1500', 'S Capitol St SE', 'dc', '20003', 38.873000, -77.007400, 'venue'],
  ['walter-e-washington-convention-center', 'Walter E. Washington Convention Center', '801', 'Mt Vernon Pl NW', 'dc', '20001', 38.904600, -77.022900, 'venue'],
  ['world-bank', 'World Bank', '1818', 'H St NW', 'dc', '20433', 38.898900, -77.042600, 'office'],
  ['georgetown-university', 'Georgetown University', '3700', 'O St NW', 'dc', '20057', 38.907600, -77.072300, 'education'],
  ['lincoln-memorial', 'Lincoln Memorial', '2', 'Lincoln Memorial Cir NW', 'dc', '20002', 38.889300, -77.050200, 'landmark'],
  ['national-mall', 'National Mall', null, null, 'dc', '', 38.889600, -77.023000, 'park'],

  // ---- London ----
  ['10-downing-street', '10 Downing Street', '10', 'Downing St', 'london', 'SW1A 2AA', 51.503396, -0.127640, 'landmark'],
  ['the-savoy', 'The Savoy', '100', 'Strand', 'london', 'WC2R 0EZ', 51.510100, -0.120400, 'hotel'],
  ['the-ritz-london', 'The Ritz London', '150', 'Piccadilly', 'london', 'W1J 9BR', 51.507000, -0.141600, 'hotel'],
  ['claridges', "Claridge's", '49', 'Brook St', 'london', 'W1K 4HR', 51.512400, -0.147800, 'hotel'],
  ['the-dorchester', 'The Dorchester', '53', 'Park Ln', 'london', 'W1K 1QA', 51.507300, -0.152100, 'hotel'],
  ['the-langham-london', 'The Langham, London', '1C', 'Portland Pl', 'london', 'W1B 1JA', 51.518000, -0.144300, 'hotel'],
  ['the-landmark-london', 'The Landmark London', '222', 'Marylebone Rd', 'london', 'NW1 6JQ', 51.522200, -0.162100, 'hotel'],
  ['hilton-london-metropole', 'Hilton London Metropole', '225', 'Edgware Rd', 'london', 'W2 1JU', 51.519900, -0.172000, 'hotel'],
  ['park-plaza-westminster-bridge', 'Park Plaza Westminster Bridge London', '200', 'Westminster Bridge Rd', 'london', 'SE1 7UT', 51.501000, -0.116800, 'hotel'],
  ['shangri-la-the-shard', 'Shangri-La The Shard, London', '31', 'St Thomas St', 'london', 'SE1 9QU', 51.504500, -0.086500, 'hotel'],
  ['the-shard', 'The Shard', '32', 'London Bridge St', 'london', 'SE1 9SG', 51.504500, -0.086500, 'office'],
  ['the-gherkin', 'The Gherkin', '30', 'St Mary Axe', 'london', 'EC3A 8EP', 51.514500, -0.080300, 'office'],
  ['lloyds-building', "Lloyd's building", '1', 'Lime St', 'london', 'EC3M 7HA', 51.513100, -0.082100, 'office'],
  ['leadenhall-building', 'The Leadenhall Building', '122', 'Leadenhall St', 'london', 'EC3V 4AB', 51.513700, -0.081700, 'office'],
  ['sky-garden', 'Sky Garden', '20', 'Fenchurch St', 'london', 'EC3M 8AF', 51.511300, -0.083600, 'landmark'],
  ['22-bishopsgate', '22 Bishopsgate', '22', 'Bishopsgate', 'london', 'EC2N 4BQ', 51.514700, -0.083300, 'office'],
  ['salesforce-tower-london', 'Salesforce Tower London', '110', 'Bishopsgate', 'london', 'EC2N 4AY', 51.516000, -0.081300, 'office'],
  ['google-kings-cross', 'Google UK', '6', 'Pancras Square', 'london', 'N1C 4AG', 51.533200, -0.125900, 'office'],
  ['harrods', 'Harrods', '87-135', 'Brompton Rd', 'london', 'SW1X 7XL', 51.499400, -0.163200, 'landmark'],
  ['sherlock-holmes-museum', 'The Sherlock Holmes Museum', '221B', 'Baker St', 'london', 'NW1 6XE', 51.523800, -0.158600, 'museum'],
  ['abbey-road-studios', 'Abbey Road Studios', '3', 'Abbey Rd', 'london', 'NW8 9AY', 51.532000, -0.178500, 'landmark'],
  ['excel-london', 'ExCeL London', '1', 'Western Gateway', 'london', 'E16 1XL', 51.508100, 0.029500, 'venue'],
  ['buckingham-palace', 'Buckingham Palace', null, null, 'london', 'SW1A 1AA', 51.501364, -0.141890, 'landmark'],
  ['oxford-street', null, null, 'Oxford St', 'london', '', 51.515200, -0.141800, 'street'],
  ['kings-cross-station', "King's Cross", null, 'Euston Rd', 'london', 'N1 9AL', 51.530900, -0.123800, 'station'],

  // ---- Toronto ----
  ['toronto-union-station', 'Union Station', '65', 'Front St W', 'toronto', 'M5J 1E6', 43.645200, -79.380600, 'station'],
  ['cn-tower', 'CN Tower', '290', 'Bremner Blvd', 'toronto', 'M5V 3L9', 43.642600, -79.387100, 'landmark'],
  ['fairmont-royal-york', 'Fairmont Royal York', '100', 'Front St W', 'toronto', 'M5J 1E3', 43.645900, -79.381300, 'hotel'],
  ['four-seasons-toronto', 'Four Seasons Hotel Toronto', '60', 'Yorkville Ave', 'toronto', 'M4W 0A4', 43.671500, -79.389700, 'hotel'],
  ['rogers-centre', 'Rogers Centre', '1', 'Blue Jays Way', 'toronto', 'M5V 1J1', 43.641400, -79.389400, 'venue'],
  ['scotiabank-arena', 'Scotiabank Arena', '40', 'Bay St', 'toronto', 'M5J 2X2', 43.643500, -79.379100, 'venue'],
  ['royal-ontario-museum', 'Royal Ontario Museum', '100', 'Queens Park', 'toronto', 'M5S 2C6', 43.667700, -79.394800, 'museum'],
  ['art-gallery-of-ontario', 'Art Gallery of Ontario', '317', 'Dundas St W', 'toronto', 'M5T 1G4', 43.653600, -79.392500, 'museum'],
  ['toronto-city-hall', 'Toronto City Hall', '100', 'Queen St W', 'toronto', 'M5H 2N2', 43.653400, -79.384100, 'landmark'],
  ['first-canadian-place', 'First Canadian Place', '100', 'King St W', 'toronto', 'M5X 1A9', 43.648600, -79.381800, 'office'],
  ['metro-toronto-convention-centre', 'Metro Toronto Convention Centre', '255', 'Front St W', 'toronto', 'M5V 2W6', 43.643700, -79.386400, 'venue'],
  ['cf-toronto-eaton-centre', 'CF Toronto Eaton Centre', '220', 'Yonge St', 'toronto', 'M5B 2H1', 43.654400, -79.380700, 'landmark'],
  ['st-lawrence-market', 'St. Lawrence Market', '93', 'Front St E', 'toronto', 'M5E 1C3', 43.648700, -79.371500, 'landmark'],
  ['distillery-district', 'Distillery District', null, null, 'toronto', 'M5A 3C4', 43.650300, -79.359600, 'area'],
];

/** Short street-type forms and their long names (Google's route short_name / long_name). */
export const STREET_SUFFIXES: Record<string, string> = {
  St: 'Street', Ave: 'Avenue', Rd: 'Road', Blvd: 'Boulevard', Dr: 'Drive', Pl: 'Place', Pkwy: 'Parkway',
  Ln: 'Lane', Cir: 'Circle', Sq: 'Square', Ct: 'Court', Hwy: 'Highway', Ter: 'Terrace',
};

/** Short direction words and their long names ('S Wacker Dr' -> 'South Wacker Drive'). */
export const STREET_DIRECTIONS: Record<string, string> = {
  N: 'North', S: 'South', E: 'East', W: 'West', NW: 'Northwest', NE: 'Northeast', SW: 'Southwest', SE: 'Southeast',
};
