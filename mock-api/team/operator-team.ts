import { ApiError, validationFailure } from '../http/api-errors.ts';
import type { Tenant, User } from '../store/model.ts';
import type { Store } from '../store/store.ts';
import { ApprovalError, findTenantByText } from '../auth/tenant-approval.ts';
import type { LinkMail } from './send-link.ts';
import { statusOf } from './roles.ts';
import { membersOf, Team, type TeamActor, type TeamMember } from './team-actions.ts';

/** How the operator signs what title-cli sends: the invitation reads "TitleTrack support invited you". */
export const OPERATOR_NAME = 'TitleTrack support';

export interface OperatorTeamMember extends TeamMember {
  tenant: string;
}

export interface OperatorSent {
  member: OperatorTeamMember;
  /** The e-mail in the outbox (null when e-mails stay in memory). */
  emlPath: string | null;
  purpose: 'invitation' | 'reset';
}

/**
 * The operator's side of an agency's people (title-cli users list|invite|role|deactivate|
 * reactivate|reset), for the server's operator routes and for title-cli on a data file no server
 * holds: the Team page's own actions (team-actions.ts), the operator acting for the agency, so
 * every rule is the same (one account per e-mail, an agency keeps an active admin). A user is
 * named by e-mail, a tenant by name or id.
 */
export class OperatorTeam {
  private readonly team: Team;
  private readonly store: Store;

  constructor(store: Store, mail: LinkMail) {
    this.store = store;
    this.team = new Team(store, mail);
  }

  /** One tenant's people, or every active tenant's. */
  list(tenantReference?: unknown): OperatorTeamMember[] {
    const tenants = tenantReference === undefined ? this.store.list('tenants').filter((tenant) => tenant.status === 'active') : [this.tenantNamed(tenantReference)];
    return tenants.flatMap((tenant) => membersOf(this.store, tenant.id).map((member) => ({ tenant: tenant.name, ...member })));
  }

  async invite(tenantReference: unknown, invitation: unknown): Promise<OperatorSent> {
    const tenant = this.tenantNamed(tenantReference);
    if (tenant.status !== 'active') throw new ApiError(409, { message: `${tenant.name} is not active yet; approve it first.` });
    const { member, emlPath } = await this.team.invite(this.actorFor(tenant.id), invitation);
    return { member: this.listed(member), emlPath, purpose: 'invitation' };
  }

  /** A role change, deactivation (`{ active: false }`) or reactivation. */
  async change(email: unknown, change: unknown): Promise<OperatorTeamMember> {
    const user = this.userNamed(email);
    return this.listed(await this.team.change(this.actorFor(user.tenantId), user, change));
  }

  /** A link to choose a new password, or the invitation again for someone who has not accepted it. */
  async sendPasswordLink(email: unknown): Promise<OperatorSent> {
    const user = this.userNamed(email);
    const actor = this.actorFor(user.tenantId);
    const invited = statusOf(user) === 'invited';
    const { member, emlPath } = invited ? await this.team.resendInvitation(actor, user) : await this.team.sendReset(actor, user);
    return { member: this.listed(member), emlPath, purpose: invited ? 'invitation' : 'reset' };
  }

  private actorFor(tenantId: number): TeamActor {
    return { tenantId, admin: null, name: OPERATOR_NAME };
  }

  private listed(member: TeamMember): OperatorTeamMember {
    const user = this.store.get('users', member.id);
    return { tenant: (user && this.store.get('tenants', user.tenantId)?.name) ?? '', ...member };
  }

  private tenantNamed(reference: unknown): Tenant {
    if (typeof reference !== 'string' || reference.trim() === '') throw validationFailure([{ Type: 'Tenant', Message: 'Name the tenant, by name or id.' }]);
    let tenant: Tenant | undefined;
    try {
      tenant = findTenantByText(this.store, reference);
    } catch (error) {
      if (error instanceof ApprovalError) throw new ApiError(error.status, { message: error.message });
      throw error;
    }
    if (!tenant) throw new ApiError(404, { message: `There is no tenant "${reference}".` });
    return tenant;
  }

  private userNamed(email: unknown): User {
    if (typeof email !== 'string' || email.trim() === '') throw validationFailure([{ Type: 'Email', Message: 'Name the user by e-mail.' }]);
    const wanted = email.trim().toLowerCase();
    const user = this.store.find('users', (candidate) => candidate.email === wanted);
    if (!user) throw new ApiError(404, { message: `There is no user with the e-mail ${wanted}.` });
    return user;
  }
}
