// The product tour engine (spec 000 §9, 001 §2 Product tours): any element mounts a TourHost for its own tours.
export { TourHost, type TourHostProps, type TourSteps } from './TourHost.tsx';
