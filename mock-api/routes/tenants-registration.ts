import { Router } from 'express';
import { randomUUID } from 'node:crypto';
import { tenantRegistrationSchema } from '../../src/registration/registration-schemas.ts';
import type { AnonymousGuard } from '../http/anonymous-limits.ts';
import { ApiError, exceptionTypeOf, handle, validateBody, validationFailure } from '../http/api-errors.ts';
import { fieldsWithUnprintable } from '../http/unprintable.ts';
import { clientOf } from '../http/client-address.ts';
import type { ApiContext } from '../auth/context.ts';
import type { Tenant } from '../store/model.ts';
import { nameSkeleton } from '../domain/name-skeleton.ts';
import { pendingRegistrations, removeRegistrationsOlderThan } from '../auth/pending-registrations.ts';
import { registrationHolding, userHolding } from '../auth/email-holders.ts';
import { methodNotAllowed } from '../http/method-not-allowed.ts';

export const UNPRINTABLE_REFUSAL = 'cannot hold control or invisible characters (line breaks, tabs, escape codes, direction marks, zero-width characters, fillers).';
export const REGISTRATION_ACCEPTED =
  'Tenant registration request has been sent, we will be sending email once tenant setup is configured.';
/** On the e-mail field when the person registering already has an account or a waiting registration. */
export const EMAIL_CONFLICT = 'This e-mail address is already registered. Sign in, or use another e-mail.';
export const REGISTRATION_CONFLICT = 'Provided details are already register with us, please provide valid details to proceed.';
export const REGISTRATIONS_WAITING = 'Too many registrations are waiting for approval. Please try again later.';
export const REGISTRATIONS_WAITING_HERE = 'Too many registrations from this address are waiting for approval. Please try again later.';

/**
 * POST /tenants: an agency registers itself; it waits as a pending tenant until an operator
 * approves it. Anonymous, so bodies are small, fields short, unknown fields dropped, and
 * registrations limited per client and in total.
 */
export function tenantRegistrationRoutes({ store }: ApiContext, guard: AnonymousGuard): Router {
  const router = Router();
  const tenantWithSkeleton = store.uniqueIndex('tenants', (tenant) => nameSkeleton(tenant.name));
  router.post(
    '/tenants',
    // The body was read by the guard's small parser (mounted before the general one in server.ts).
    handle(async (req, res) => {
      const { tenant: registration } = validateBody(tenantRegistrationSchema, req.body);
      // What an operator later reads in a terminal and a mail client: no escape codes, line
      // breaks or direction overrides (nobody types them; a paste can be cleaned first).
      const unprintable = fieldsWithUnprintable(registration);
      if (unprintable.length > 0) {
        throw validationFailure(unprintable.map((field) => ({ Type: exceptionTypeOf(field), Message: `${exceptionTypeOf(field)} ${UNPRINTABLE_REFUSAL}` })));
      }
      const client = clientOf(req);
      await guard.registration(client);
      // Registrations nobody approved in time go; then the caps count what is really waiting.
      await removeRegistrationsOlderThan(store, guard.limits.pendingTenantSeconds);
      const pending = pendingRegistrations(store);
      if (pending.length >= guard.limits.maxPendingTenants) throw new ApiError(429, { message: REGISTRATIONS_WAITING }, 3600);
      // Per source too, so a few addresses cannot fill the total cap for everyone.
      if (pending.filter((tenant) => tenant.registeredFrom === client).length >= guard.limits.pendingPerClient) {
        throw new ApiError(429, { message: REGISTRATIONS_WAITING_HERE }, 3600);
      }
      const name = registration.organizationName.trim();
      const email = registration.email.trim().toLowerCase();
      // Checked and inserted in one synchronous step, so two requests for one name cannot both pass.
      // Names that look alike (TR39 skeletons: a Cyrillic "е", "rn" for "m", a full stop at the
      // end) are the same agency.
      const skeleton = nameSkeleton(name);
      const nameTaken = skeleton === nameSkeleton('tenant1') || tenantWithSkeleton(skeleton) !== undefined;
      if (nameTaken) throw new ApiError(409, { result: { isSuccess: false, message: REGISTRATION_CONFLICT } });
      // An account (an invited colleague's too) or another waiting registration holds the e-mail,
      // or one that looks like it (email-holders.ts).
      const emailTaken = userHolding(store, email) !== undefined || registrationHolding(store, email) !== undefined;
      // The e-mail is what to change here, not the agency's name: the 409 names the field.
      if (emailTaken) {
        throw new ApiError(409, { result: { isSuccess: false, message: REGISTRATION_CONFLICT }, ExceptionList: [{ Type: 'Email', Message: EMAIL_CONFLICT }] });
      }
      const tenant: Tenant = {
        id: store.metadata.nextTenantId,
        guid: randomUUID(),
        name,
        status: 'pending',
        createdAt: new Date().toISOString(),
        underwriters: [],
        registration: { ...registration, organizationName: name, email },
        registeredFrom: client,
      };
      await Promise.all([store.updateMeta({ nextTenantId: tenant.id + 1 }), store.put('tenants', tenant)]);
      res.status(202).json({ result: { isSuccess: true, message: REGISTRATION_ACCEPTED } });
    }),
  );
  router.all('/tenants', methodNotAllowed('POST'));
  return router;
}
