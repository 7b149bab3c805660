import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlOption from '@shoelace-style/shoelace/dist/react/option/index.js';
import SlSelect from '@shoelace-style/shoelace/dist/react/select/index.js';
import SlTag from '@shoelace-style/shoelace/dist/react/tag/index.js';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { endpoints, type CarProvider, type LatLng } from '@curbside/contracts';
import { errorText, isMapTourReady, vehicleCapacityLabel, vehicleTypeLabel } from '@curbside/domain';
import { GeoMap, TourHost, useApi, useCall, useEmit, useSession, useSessionLoad } from '@curbside/ui';
import {
  ALL, FIRM_AREA_COLOR, countryName, coverageSummary, filterProviders, findArea, initialFilter, mapAreasOf, pointsOf, providerColors,
  providerPhone, vehicleTypesOf, type CoverageFilter,
} from './coverage-logic.ts';
import type { CoverageMapEvents, CoverageMapProps } from './coverage-map.contract.ts';
import { MAP_TOURS, pollReadiness, sidebarReady } from './map-tour.ts';

const selectValue = (event: Event): string => {
  const value = (event.target as HTMLElement & { value?: string | string[] }).value;
  return typeof value === 'string' ? value : ALL;
};

/** One filter: 'every ...' first, then the options. */
function FilterSelect({ label, value, every, options, onChoose }: {
  label: string; value: string; every: string; options: ReadonlyArray<{ value: string; label: string }>; onChoose(value: string): void;
}) {
  return (
    <SlSelect size="small" label={label} hoist value={value} onSlChange={(event) => onChoose(selectValue(event))}>
      <SlOption value={ALL}>{every}</SlOption>
      {options.map((o) => <SlOption key={o.value} value={o.value}>{o.label}</SlOption>)}
    </SlSelect>
  );
}

/** The chosen area: its provider, the provider's services and phone (001 §2 /map; issue 14). */
function AreaDetails({ provider, areaName, countryCode, color, onClose }: {
  provider: CarProvider; areaName: string; countryCode: string; color: string; onClose(): void;
}) {
  const phone = providerPhone(provider);
  return (
    <section className="coverage-details" part="details" aria-labelledby="coverage-details-title">
      <h2 id="coverage-details-title" className="coverage-details__title">
        <span className="coverage-swatch" style={{ background: color }} aria-hidden="true" />
        {provider.name}
      </h2>
      <p className="coverage-details__area">{areaName}, {countryName(countryCode)}</p>
      {(provider.isPreferred || provider.isSustainable || provider.isDiverse) && (
        <div className="coverage-details__tags">
          {provider.isPreferred && <SlTag size="small" variant="primary">Preferred by your firm</SlTag>}
          {provider.isSustainable && <SlTag size="small" variant="success">Sustainable</SlTag>}
          {provider.isDiverse && <SlTag size="small" variant="neutral">Diverse supplier</SlTag>}
        </div>
      )}
      <h3 className="coverage-details__heading">Services</h3>
      <ul className="coverage-details__services">
        {provider.services.map((s) => (
          <li key={s.bookingAccountServiceId}>
            {vehicleTypeLabel(s.vehicleType)} <span className="coverage-muted">· {vehicleCapacityLabel(s.vehicleType)} seats</span>
          </li>
        ))}
      </ul>
      <h3 className="coverage-details__heading">Phone</h3>
      <p>{phone ? <a href={phone.href}>{phone.text}</a> : 'No phone given'}</p>
      <SlButton size="small" onClick={onClose}>Close</SlButton>
    </section>
  );
}

/**
 * <curb-coverage-map>: the firm's car providers and where they pick up (000 §2 Coverage map),
 * with the car providers map tour of 001 §2.
 */
export function CoverageMap({ provider: providerAttribute, vehicleType: vehicleTypeAttribute }: CoverageMapProps) {
  const api = useApi();
  useSessionLoad(api);
  const emit = useEmit<CoverageMapEvents>();
  const isAuthenticated = useSession((s) => s.isAuthenticated && s.userData !== null);

  const providersCall = useCall(endpoints.account.carProviders, {}, { enabled: isAuthenticated, retry: false, staleTime: 5 * 60_000 });
  // 000 §8: a service areas failure is silently ignored (the map shows the providers alone).
  const areasCall = useCall(endpoints.users.serviceAreas, {}, { enabled: isAuthenticated, retry: false, staleTime: Infinity });
  const nextTour = useCall(endpoints.users.nextTour, {}, { enabled: isAuthenticated, retry: false, staleTime: Infinity });

  const [filter, setFilter] = useState<CoverageFilter>(() => initialFilter(providerAttribute, vehicleTypeAttribute));
  useEffect(() => setFilter(initialFilter(providerAttribute, vehicleTypeAttribute)), [providerAttribute, vehicleTypeAttribute]);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [focus, setFocus] = useState<LatLng[] | undefined>(undefined);

  const providers = useMemo(() => providersCall.data ?? [], [providersCall.data]);
  const colors = useMemo(() => providerColors(providers), [providers]);
  const shown = useMemo(() => filterProviders(providers, filter), [providers, filter]);
  const areas = useMemo(() => mapAreasOf(shown, colors, areasCall.data ?? []), [shown, colors, areasCall.data]);
  const selected = findArea(shown, selectedId);
  const vehicleTypes = useMemo(() => vehicleTypesOf(providers), [providers]);

  const choose = (areaId: string, zoom: boolean) => {
    const found = findArea(shown, areaId);
    if (!found) return;
    setSelectedId(areaId);
    if (zoom) setFocus(found.area.region);
    emit('curb-coverage-area-selected', { providerCode: found.provider.code, areaId, areaName: found.area.name });
  };
  const changeFilter = (next: CoverageFilter) => {
    setFilter(next);
    setFocus(undefined);
    setSelectedId(null);
  };

  // 001 §2: the map tour starts when login, next-tour, the sidebar and the map are all ready.
  const [mapDrawn, setMapDrawn] = useState(false);
  const onMapReady = useCallback(() => setMapDrawn(true), []);
  const readiness = useRef({ loggedIn: false, nextTourLoaded: false, mapRouteReady: false });
  readiness.current = { loggedIn: isAuthenticated, nextTourLoaded: nextTour.data !== undefined, mapRouteReady: mapDrawn };
  const [tourReady, setTourReady] = useState(false);
  const named = nextTour.data?.tourTypeToShow === 'CAR_PROVIDERS_MAP' && !nextTour.data.tourTypeToShowSeen;
  useEffect(() => {
    if (!named) return undefined;
    return pollReadiness(() => isMapTourReady({ ...readiness.current, sidebarReady: sidebarReady() }), setTourReady);
  }, [named]);

  const failed = providersCall.error ? errorText(providersCall.error) : null;

  return (
    <div className="coverage">
      <div className="coverage-filters" part="filters">
        <FilterSelect
          label="Car provider"
          value={filter.provider}
          every="Every car provider"
          options={providers.map((p) => ({ value: p.code, label: p.name }))}
          onChoose={(provider) => changeFilter({ ...filter, provider })}
        />
        <FilterSelect
          label="Vehicle type"
          value={filter.vehicleType}
          every="Every vehicle type"
          options={vehicleTypes.map((type) => ({ value: type, label: vehicleTypeLabel(type) }))}
          onChoose={(vehicleType) => changeFilter({ ...filter, vehicleType })}
        />
        <p className="coverage-summary" role="status">
          {providersCall.isPending && isAuthenticated ? 'Loading car providers…' : failed ?? coverageSummary(shown)}
        </p>
      </div>
      <div className="coverage-body">
        <div className="coverage-map" part="map" data-tour="coverage-map">
          <GeoMap
            label="Coverage map of car providers"
            areas={areas}
            selectedAreaId={selectedId}
            onAreaSelect={(id) => choose(id, false)}
            fitTo={focus ?? pointsOf(areas.length > 0 ? areas : [])}
            onReady={onMapReady}
            legend={shown.length > 0 && (
              <ul className="coverage-legend" aria-label="Legend">
                {shown.map((p) => (
                  <li key={p.code}><span className="coverage-swatch" style={{ background: colors.get(p.code) }} aria-hidden="true" />{p.name}</li>
                ))}
                {(areasCall.data ?? []).some((a) => a.region) && (
                  <li><span className="coverage-swatch coverage-swatch--outline" style={{ borderColor: FIRM_AREA_COLOR }} aria-hidden="true" />Your firm&apos;s service areas</li>
                )}
              </ul>
            )}
          />
        </div>
        <aside className="coverage-side" part="list" aria-label="Car providers and their service areas">
          {selected && (
            <AreaDetails
              key={selected.area.areaId}
              provider={selected.provider}
              areaName={selected.area.name}
              countryCode={selected.area.countryCode}
              color={colors.get(selected.provider.code) ?? FIRM_AREA_COLOR}
              onClose={() => setSelectedId(null)}
            />
          )}
          <ul className="coverage-list">
            {shown.map((p) => (
              <li key={p.code} className="coverage-provider">
                <h2 className="coverage-provider__name">
                  <span className="coverage-swatch" style={{ background: colors.get(p.code) }} aria-hidden="true" />
                  {p.name}
                </h2>
                <ul className="coverage-areas" aria-label={`Service areas of ${p.name}`}>
                  {p.coverage.map((area) => (
                    <li key={area.areaId}>
                      <button
                        type="button"
                        className="coverage-area"
                        data-area-id={area.areaId}
                        aria-pressed={area.areaId === selectedId}
                        onClick={() => choose(area.areaId, true)}
                      >
                        {area.name}<span className="coverage-muted">, {countryName(area.countryCode)}</span>
                      </button>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </aside>
      </div>
      <TourHost tours={MAP_TOURS} blocked={!tourReady} />
    </div>
  );
}
