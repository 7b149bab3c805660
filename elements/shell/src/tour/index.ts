// The curb-shell product tour engine (spec 000 §9, 001 §2 Product tours).
export { TourHost } from './TourHost.tsx';
