// Kept whole in one file: the provider states a backend must set up are one list, read side by
// side with contracts/pact-names.ts.
import { checklistsOf } from '../checklist/checklists.ts';
import { sealAccount, vaultKeyOf } from '../payees/account-vault.ts';
import { payeesOf } from '../payees/payees.ts';
import type { RequestHandler } from 'express';
import { createHash, randomUUID } from 'node:crypto';
import { hashPassword } from '../auth/passwords.ts';
import { SignJWT } from 'jose';
import { pactExamples, pactScheduleA, providerStates } from '../../contracts/pact-names.ts';
import type { DocumentContents } from '../store/document-contents.ts';
import { sampleOrderDetail } from '../../fixtures/sample-order.ts';
import { ApiError, handle } from '../http/api-errors.ts';
import type { DbData } from '../store/model.ts';
import type { Store } from '../store/store.ts';
import { createTokenService } from '../auth/tokens.ts';
import { roleOf } from '../team/roles.ts';
import { versionTag } from '../http/versions.ts';
import { startSession } from '../auth/sessions.ts';
import { historyOf } from '../history/actor.ts';

export type StateValues = Record<string, string | number>;
/** A state's parameters (Pact V3 `given(state, params)`): what the backend must create. */
export type StateParams = Record<string, unknown>;
export type StateHandler = (params: StateParams) => Promise<StateValues>;

/**
 * Pact provider states for the mock API. They only add what a state needs (the demo accounts
 * as seeded), so they can also run against a store that holds other data.
 */
export function providerStateHandlers(store: Store, demo: DbData, documents?: DocumentContents): Record<string, StateHandler> {
  const tokens = createTokenService(() => store.metadata.jwtSecret);

  async function ensureDemoAccounts(): Promise<void> {
    for (const tenant of demo.tenants) await store.put('tenants', tenant);
    for (const user of demo.users) await store.put('users', user);
  }

  async function signInDana(): Promise<StateValues> {
    await ensureDemoAccounts();
    const dana = demo.users.find((user) => user.email === 'dana@demo-title.test');
    const tenant = demo.tenants.find((candidate) => candidate.id === dana?.tenantId);
    if (!dana || !tenant) throw new Error('The demo data has no Dana');
    const { sid, startedAt } = await startSession(store, dana.id);
    return { token: await tokens.issue({ ...dana, role: roleOf(store, dana) }, tenant, sid, startedAt), tenantId: tenant.id };
  }

  async function ensureOrder(id: string, tenantId: number, fileNumber: string): Promise<void> {
    for (const order of store.list('orders')) {
      if (order.id !== id && order.tenantId === tenantId && String(order.baseOrderDetail.fileNumber).toLowerCase() === fileNumber.toLowerCase()) {
        await store.delete('orders', order.id);
      }
    }
    await store.put('orders', {
      id,
      tenantId,
      createdAt: '2026-11-01T09:00:00.000Z',
      updatedAt: '2026-11-01T09:00:00.000Z',
      baseOrderDetail: { ...sampleOrderDetail({ fileNumber, orderGuid: id }), uploadImage: [{ name: 'Deed.pdf' }] },
    });
  }

  /** A parameter the state cannot do without (400 naming it otherwise, as for a real backend's mistakes). */
  function required<const Name extends string>(params: StateParams, ...names: Name[]): Record<Name, string> {
    const values = names.map((name) => params[name]);
    if (values.some((value) => typeof value !== 'string' || value.trim() === '')) {
      throw new ApiError(400, { message: `This state needs the parameter${names.length > 1 ? 's' : ''} ${names.join(' and ')}.` });
    }
    return Object.fromEntries(names.map((name, index) => [name, String(values[index]).trim()])) as Record<Name, string>;
  }

  /** The versions (ETags) a save of each commitment part must name, as the GETs answer them. */
  const commitmentVersions = (orderGuid: string) => {
    const versions = store.get('commitments', orderGuid)?.versions ?? {};
    return {
      scheduleAVersion: versionTag(versions.scheduleA ?? 0),
      requirementsVersion: versionTag(versions.requirements ?? 0),
      exceptionsVersion: versionTag(versions.exceptions ?? 0),
    };
  };

  return {
    [providerStates.demoTenants]: async () => {
      await ensureDemoAccounts();
      return {};
    },
    [providerStates.newAgencyUnregistered]: async (params) => {
      const { organizationName: name, email } = required(params, 'organizationName', 'email');
      await ensureDemoAccounts();
      for (const tenant of store.list('tenants')) {
        if (tenant.name.toLowerCase() === name.toLowerCase()) await store.delete('tenants', tenant.id);
      }
      for (const user of store.list('users')) {
        if (user.email === email.toLowerCase()) await store.delete('users', user.id);
      }
      return {};
    },
    [providerStates.userWithPassword]: async (params) => {
      const { email, password } = params;
      if (typeof email !== 'string' || typeof password !== 'string' || email === '' || password === '') {
        throw new ApiError(400, { message: 'This state needs the parameters email and password.' });
      }
      await ensureDemoAccounts();
      const existing = store.find('users', (user) => user.email === email.toLowerCase());
      const tenantId = demo.tenants[0]?.id ?? 1;
      await store.put('users', {
        id: existing?.id ?? `u-pact-${createHash('sha256').update(email).digest('hex').slice(0, 12)}`,
        tenantId: existing?.tenantId ?? tenantId,
        email: email.toLowerCase(),
        firstName: existing?.firstName ?? 'Pat',
        lastName: existing?.lastName ?? 'Pact',
        passwordHash: await hashPassword(password),
        createdAt: existing?.createdAt ?? new Date().toISOString(),
      });
      return {};
    },
    [providerStates.agencyRegistered]: async (params) => {
      const name = params.organizationName;
      if (typeof name !== 'string' || name.trim() === '') throw new ApiError(400, { message: 'This state needs the parameter organizationName.' });
      await ensureDemoAccounts();
      if (!store.find('tenants', (tenant) => tenant.name.toLowerCase() === name.trim().toLowerCase())) {
        const id = store.metadata.nextTenantId;
        await store.updateMeta({ nextTenantId: id + 1 });
        await store.put('tenants', { id, guid: randomUUID(), name: name.trim(), status: 'active', createdAt: new Date().toISOString(), underwriters: [] });
      }
      return {};
    },
    [providerStates.danaHasOrder]: async (params) => {
      const { fileNumber } = required(params, 'fileNumber');
      const values = await signInDana();
      await ensureOrder(pactExamples.orderGuid, 1, fileNumber);
      return { ...values, orderGuid: pactExamples.orderGuid, ...commitmentVersions(pactExamples.orderGuid) };
    },
    [providerStates.danaOrderChangedByColleague]: async (params) => {
      const { fileNumber } = required(params, 'fileNumber');
      const values = await signInDana();
      await ensureOrder(pactExamples.orderGuid, 1, fileNumber);
      const order = store.get('orders', pactExamples.orderGuid);
      if (!order) throw new Error('The order of the state is missing');
      const before = order.baseOrderDetail.salesPrice ?? null;
      const note = {
        tenantId: 1,
        orderGuid: order.id,
        actor: { userId: 'u-riley', name: 'Riley Chen' },
        via: 'api' as const,
        claimed: 'web' as const,
        section: 'order' as const,
        action: 'changed',
        summary: 'changed Sales Price',
        changes: [{ path: 'salesPrice', label: 'Sales Price', before, after: 512000 }],
      };
      await historyOf(store).record([note], [{ collection: 'orders', put: { ...order, baseOrderDetail: { ...order.baseOrderDetail, salesPrice: 512000 } } }]);
      return { ...values, orderGuid: order.id, colleagueId: 'u-riley' };
    },
    [providerStates.danaHasTwoOrders]: async (params) => {
      const { fileNumber, usedFileNumber } = required(params, 'fileNumber', 'usedFileNumber');
      const values = await signInDana();
      await ensureOrder(pactExamples.orderGuid, 1, fileNumber);
      await ensureOrder(pactExamples.secondOrderGuid, 1, usedFileNumber);
      return { ...values, orderGuid: pactExamples.orderGuid };
    },
    [providerStates.danaHasDocument]: async (params) => {
      const { fileNumber, documentName } = required(params, 'fileNumber', 'documentName');
      const values = await signInDana();
      await ensureOrder(pactExamples.orderGuid, 1, fileNumber);
      const content = Buffer.from(pactExamples.documentContent);
      await documents?.write(pactExamples.documentId, content);
      await store.put('documents', {
        id: pactExamples.documentId,
        tenantId: 1,
        orderGuid: pactExamples.orderGuid,
        name: documentName,
        size: content.length,
        contentType: 'application/pdf',
        uploadedAt: '2026-11-01T10:00:00.000Z',
      });
      return { ...values, orderGuid: pactExamples.orderGuid, documentId: pactExamples.documentId };
    },
    [providerStates.danaHasCommitment]: async (params) => {
      const { fileNumber } = required(params, 'fileNumber');
      const values = await signInDana();
      await ensureOrder(pactExamples.orderGuid, 1, fileNumber);
      await store.put('commitments', {
        id: pactExamples.orderGuid,
        tenantId: 1,
        scheduleA: { ...pactScheduleA, orderGuid: pactExamples.orderGuid },
        requirements: [{ code: 'R-101', text: 'Warranty Deed from the record owner to the proposed insured purchaser.' }],
        exceptions: [{ code: 'E-200', text: 'Rights or claims of parties in possession not shown by the public records.' }],
        updatedAt: '2026-11-02T09:00:00.000Z',
        versions: { scheduleA: 1, requirements: 1, exceptions: 1 },
      });
      return { ...values, orderGuid: pactExamples.orderGuid, ...commitmentVersions(pactExamples.orderGuid) };
    },
    [providerStates.brokerReady]: async (params) => {
      const { fileNumber } = required(params, 'fileNumber');
      const values = await signInDana();
      await ensureOrder(pactExamples.orderGuid, 1, fileNumber);
      const brokerToken = await new SignJWT({ scope: 'letters' })
        .setProtectedHeader({ alg: 'HS256' })
        .setAudience('broker')
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode(`${store.metadata.jwtSecret}:broker`));
      return { ...values, orderGuid: pactExamples.orderGuid, brokerToken };
    },
    [providerStates.samHasOrder]: async (params) => {
      const { fileNumber } = required(params, 'fileNumber');
      const values = await signInDana();
      await ensureOrder(pactExamples.otherOrderGuid, 2, fileNumber);
      return { ...values, otherOrderGuid: pactExamples.otherOrderGuid };
    },
    [providerStates.newFileNumberFree]: async (params) => {
      const { fileNumber } = required(params, 'fileNumber');
      const values = await signInDana();
      for (const order of store.list('orders')) {
        if (order.tenantId === 1 && String(order.baseOrderDetail.fileNumber).toLowerCase() === fileNumber.toLowerCase()) await store.delete('orders', order.id);
      }
      return values;
    },
    [providerStates.danaRemoved]: async () => {
      const values = await signInDana();
      const dana = store.find('users', (user) => user.email === 'dana@demo-title.test');
      if (dana) await store.delete('users', dana.id);
      return values;
    },
    [providerStates.danaHasChecklist]: async (params) => {
      const { fileNumber } = required(params, 'fileNumber');
      const values = await signInDana();
      await ensureOrder(pactExamples.orderGuid, 1, fileNumber);
      const order = store.get('orders', pactExamples.orderGuid);
      const dana = demo.users.find((user) => user.email === 'dana@demo-title.test');
      const colleague = demo.users.find((user) => user.tenantId === 1 && user.id !== dana?.id);
      const other = demo.users.find((user) => user.tenantId !== 1);
      if (!order || !dana || !colleague || !other) throw new Error('The demo data has no Dana, colleague or other agency');
      const checklists = checklistsOf(store);
      const [step] = checklists.newChecklist(order, { userId: dana.id, name: 'Dana Agent' }, order.createdAt);
      if (!step) throw new Error('The Purchase template has no steps');
      const task = { ...step, id: pactExamples.taskId, status: 'open' as const, version: 0, assigneeId: dana.id, assignee: dana.email };
      // The order's checklist is this one item, whatever earlier interactions added to it.
      for (const earlier of checklists.forOrder(order.id)) if (earlier.id !== task.id) await store.delete('tasks', earlier.id);
      await store.put('tasks', task);
      checklists.track([task]);
      return { ...values, orderGuid: order.id, taskId: task.id, taskVersion: versionTag(0), personId: dana.id, colleagueId: colleague.id, otherAgencyPersonId: other.id, today: new Date().toISOString().slice(0, 10) };
    },
    [providerStates.danaHasUnverifiedWire]: async (params) => {
      const { fileNumber, enteredBy } = required(params, 'fileNumber', 'enteredBy');
      const values = await signInDana();
      await ensureOrder(pactExamples.orderGuid, 1, fileNumber);
      const order = store.get('orders', pactExamples.orderGuid);
      const person = demo.users.find((user) => user.tenantId === 1 && user.firstName.toLowerCase() === enteredBy.toLowerCase());
      if (!order || !person) throw new ApiError(400, { message: 'enteredBy is Dana or Riley, of the demo agency.' });
      const checklists = checklistsOf(store);
      for (const earlier of checklists.forOrder(order.id)) await store.delete('tasks', earlier.id);
      const tasks = checklists.newChecklist(order, { userId: person.id, name: person.firstName }, order.createdAt);
      for (const task of tasks) await store.put('tasks', task);
      checklists.track(tasks);
      const actor = { userId: person.id, name: `${person.firstName} ${person.lastName}` };
      const payees = payeesOf(store);
      for (const earlier of payees.forOrder(order.id)) await store.delete('payees', earlier.id);
      const payee = {
        id: pactExamples.payeeId,
        tenantId: 1,
        orderGuid: order.id,
        name: 'Tom Baker',
        role: 'Seller proceeds',
        amount: 84250.5,
        method: 'wire' as const,
        wire: { bankName: 'JPMorgan Chase Bank', routingNumber: '021000021', accountSealed: sealAccount(await vaultKeyOf(store), pactExamples.accountNumber), accountLast4: pactExamples.accountNumber.slice(-4), beneficiaryName: 'Tom Baker', reference: '', contactPhone: '(512) 555-0100' },
        enteredBy: actor,
        changedBy: actor,
        changedAt: order.createdAt,
        verification: null,
        createdAt: order.createdAt,
        version: 0,
      };
      await store.put('payees', payee);
      payees.track([payee]);
      return { ...values, orderGuid: order.id, payeeId: payee.id, disburseTaskId: tasks.find((task) => task.disbursement)?.id ?? '' };
    },
    [providerStates.danaSignedIn]: async () => {
      await ensureDemoAccounts();
      const dana = demo.users.find((user) => user.email === 'dana@demo-title.test');
      const tenant = demo.tenants.find((candidate) => candidate.id === dana?.tenantId);
      const other = demo.tenants.find((candidate) => candidate.id !== tenant?.id);
      if (!dana || !tenant || !other) throw new Error('The demo data has no Dana or no second tenant');
      const { sid, startedAt } = await startSession(store, dana.id);
      return { token: await tokens.issue({ ...dana, role: roleOf(store, dana) }, tenant, sid, startedAt), tenantId: tenant.id, otherTenantId: other.id };
    },
    [providerStates.agentSignedIn]: async () => {
      await ensureDemoAccounts();
      const agent = demo.users.find((user) => user.tenantId === 1 && user.role === 'agent');
      const tenant = demo.tenants.find((candidate) => candidate.id === agent?.tenantId);
      if (!agent || !tenant) throw new Error('The demo data has no agent in the first tenant');
      const { sid, startedAt } = await startSession(store, agent.id);
      return { token: await tokens.issue({ ...agent, role: roleOf(store, agent) }, tenant, sid, startedAt), today: new Date().toISOString().slice(0, 10) };
    },
  };
}

/** The provider-states set-up URL of Pact's verifier: POST {state, action}. */
export function providerStatesRoute(handlers: Record<string, StateHandler>): RequestHandler {
  return handle(async (req, res) => {
    const { state, action, params } = (req.body ?? {}) as { state?: unknown; action?: unknown; params?: unknown };
    // The verifier also calls for interactions without a state; there is nothing to set up then.
    if (action === 'teardown' || state === undefined || state === null || state === '') {
      res.json({});
      return;
    }
    const handler = typeof state === 'string' ? handlers[state] : undefined;
    if (!handler) throw new ApiError(400, { message: `Unknown provider state: ${String(state)}` });
    res.json(await handler(typeof params === 'object' && params !== null ? (params as StateParams) : {}));
  });
}
