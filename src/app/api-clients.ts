import { createAccountApi } from '../account/account-api.ts';
import { createActivityApi } from '../activity/activity-api.ts';
import { createAuthApi } from '../auth/auth-api.ts';
import { createChecklistApi } from '../checklist/checklist-api.ts';
import { createPayeesApi } from '../payees/payees-api.ts';
import { createCommitmentApi } from '../commitments/commitment-api.ts';
import type { Endpoints } from '../config/endpoints.ts';
import { createDashboardApi } from '../dashboard/dashboard-api.ts';
import { createLettersApi } from '../letters/letters-api.ts';
import type { HttpClient } from '../lib/http/client.ts';
import { createOrdersApi } from '../orders/orders-api.ts';
import { createRegistrationApi } from '../registration/registration-api.ts';
import { createSessionApi } from '../session/session-api.ts';
import { createTeamApi } from '../team/team-api.ts';

/**
 * Every area's API client over one HTTP client, named as the epics' dependencies name them: the
 * running app's, and the consumer pact tests', which check the calls these same clients make.
 */
export function createApiClients(http: HttpClient, endpoints: Endpoints) {
  return {
    authApi: createAuthApi(http, endpoints),
    registrationApi: createRegistrationApi(http, endpoints),
    dashboardApi: createDashboardApi(http, endpoints),
    ordersApi: createOrdersApi(http, endpoints),
    commitmentApi: createCommitmentApi(http, endpoints),
    lettersApi: createLettersApi(http, endpoints),
    teamApi: createTeamApi(http, endpoints),
    accountApi: createAccountApi(http, endpoints),
    sessionApi: createSessionApi(http, endpoints),
    activityApi: createActivityApi(http, endpoints),
    checklistApi: createChecklistApi(http, endpoints),
    payeesApi: createPayeesApi(http, endpoints),
  };
}
