import type { AuthEpicDependencies } from '../auth/auth-dependencies.ts';
import type { DashboardEpicDependencies } from '../dashboard/dashboard-dependencies.ts';
import type { RegistrationEpicDependencies } from '../registration/registration-dependencies.ts';
import type { OrdersEpicDependencies } from '../orders/orders-dependencies.ts';
import type { CommitmentEpicDependencies } from '../commitments/commitment-dependencies.ts';
import type { LettersEpicDependencies } from '../letters/letters-dependencies.ts';
import type { ShellEpicDependencies } from '../shell/shell-dependencies.ts';
import type { SessionEpicDependencies } from '../session/session-dependencies.ts';
import type { TeamEpicDependencies } from '../team/team-dependencies.ts';
import type { AccountEpicDependencies } from '../account/account-dependencies.ts';
import type { ApplicationEpicDependencies } from './application-dependencies.ts';
import type { ActivityEpicDependencies } from '../activity/activity-dependencies.ts';
import type { ChecklistEpicDependencies } from '../checklist/checklist-dependencies.ts';
import type { PayeesEpicDependencies } from '../payees/payees-dependencies.ts';

/** Everything epics may touch outside the store; tests pass fakes. */
export type AppDependencies = AuthEpicDependencies & RegistrationEpicDependencies & SessionEpicDependencies & ApplicationEpicDependencies & ShellEpicDependencies & DashboardEpicDependencies & OrdersEpicDependencies & CommitmentEpicDependencies & LettersEpicDependencies & TeamEpicDependencies & AccountEpicDependencies & ActivityEpicDependencies & ChecklistEpicDependencies & PayeesEpicDependencies;
