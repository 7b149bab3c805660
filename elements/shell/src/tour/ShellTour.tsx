import { NEW_USER_TOUR_STEPS } from '@curbside/domain';
import { TourHost, useSession, type TourSteps } from '@curbside/ui';
import { blocksProductTour } from '../dialogs/session-dialog-order.ts';
import { useSessionDialog } from '../dialogs/session-dialog-store.ts';

/** The tours the shell itself shows; the others belong to the screens they explain. */
const SHELL_TOURS: TourSteps = { NEW_USER: NEW_USER_TOUR_STEPS };

/** The new user tour (spec 000 §9) on the shared tour engine, waiting for the session dialogs and the registration form. */
export function ShellTour() {
  const user = useSession((state) => state.userData?.user ?? null);
  const sessionDialog = useSessionDialog();
  return <TourHost tours={SHELL_TOURS} blocked={user !== null && blocksProductTour(user, sessionDialog)} />;
}
