// tz-lookup ships no typings: (latitude, longitude) -> IANA zone name; throws on invalid coordinates.
declare module 'tz-lookup' {
  function tzlookup(latitude: number, longitude: number): string;
  export default tzlookup;
}
