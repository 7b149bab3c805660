import SlSpinner from '@shoelace-style/shoelace/dist/react/spinner/index.js';
import { mayConfigureCarLines, mayRunCarLines } from '@curbside/domain';
import { ShownTabPanels, useApi, useSession, useSessionLoad, useShownTab } from '@curbside/ui';
import type { CAR_LINES_VIEWS, CarLinesProps } from './car-lines.contract.ts';
import { CarLineConfiguration } from './configuration/CarLineConfiguration.tsx';
import { MarshalConsole } from './console/MarshalConsole.tsx';

type CarLinesView = (typeof CAR_LINES_VIEWS)[number];

const VIEW_TABS: readonly { id: CarLinesView; label: string }[] = [
  { id: 'console', label: 'Console' },
  { id: 'configuration', label: 'Configuration' },
];

const parseView = (value: string | undefined): CarLinesView => (value === 'configuration' ? 'configuration' : 'console');

/**
 * <curb-car-lines> at /manage-car-lines (000 §2 Manage car lines, §6 Marshals; issue 16): the
 * marshal console to car-line staff, the configuration to super admins and HQ dev/support, both
 * as tabs to a user who may use both. Anyone else sees a notice and the element asks nothing.
 */
export function CarLines({ view, carlineId }: CarLinesProps) {
  const api = useApi();
  useSessionLoad(api);
  const user = useSession((s) => s.userData?.user ?? null);
  const firm = useSession((s) => s.firm);
  const [shown, show] = useShownTab<CarLinesView>(view, parseView);

  if (!user || !firm) {
    return <p className="car-lines-note" role="status"><SlSpinner aria-hidden="true" /> Loading car lines…</p>;
  }
  const runs = mayRunCarLines(user, firm);
  const configures = mayConfigureCarLines(user);
  const consoleView = <MarshalConsole carlineId={carlineId ?? null} />;
  if (runs && configures) {
    return <ShownTabPanels tabs={VIEW_TABS} shown={shown} onShow={show} panels={{ console: consoleView, configuration: <CarLineConfiguration /> }} />;
  }
  if (runs) return consoleView;
  if (configures) return <CarLineConfiguration />;
  return <p className="car-lines-note car-lines-unavailable">Car lines are not available for your account.</p>;
}
