import type { AuthEpicDependencies } from '../auth/auth-epics';
import type { DashboardEpicDependencies } from '../dashboard/dashboard-epics';
import type { RegistrationEpicDependencies } from '../registration/registration-epics';
import type { OrdersEpicDependencies } from '../orders/orders-epic-context';
import type { CommitmentEpicDependencies } from '../commitments/commitment-dependencies';
import type { LettersEpicDependencies } from '../letters/letters-dependencies';
import type { ShellEpicDependencies } from '../shell/shell-epics';
import type { SessionEpicDependencies } from '../session/session-epics';
import type { TeamEpicDependencies } from '../team/team-epics';
import type { ApplicationEpicDependencies } from './application-epics';
import type { ActivityEpicDependencies } from '../activity/activity-dependencies';

/** Everything epics may touch outside the store; tests pass fakes. */
export type AppDependencies = AuthEpicDependencies & RegistrationEpicDependencies & SessionEpicDependencies & ApplicationEpicDependencies & ShellEpicDependencies & DashboardEpicDependencies & OrdersEpicDependencies & CommitmentEpicDependencies & LettersEpicDependencies & TeamEpicDependencies & ActivityEpicDependencies;
