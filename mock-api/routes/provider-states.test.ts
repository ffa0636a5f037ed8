import { pactData, providerStates } from '../../contracts/pact-names.ts';
import { ApiError } from '../http/api-errors.ts';
import { providerStateHandlers } from './provider-states.ts';
import { Store } from '../store/store.ts';
import { demoSeed } from '../testing/demo-seed.ts';

async function handlers() {
  const demo = await demoSeed();
  const store = Store.memory(demo);
  return { store, states: providerStateHandlers(store, demo) };
}

describe('provider states take what the backend must create as parameters', () => {
  it('creates the order with the file number it is given and answers with its id', async () => {
    const { store, states } = await handlers();
    const values = await states[providerStates.danaHasOrder]!({ fileNumber: 'ANY-FILE-77' });
    expect(store.get('orders', String(values.orderGuid))?.baseOrderDetail.fileNumber).toBe('ANY-FILE-77');
    expect(values.token).toEqual(expect.any(String));
  });

  it('puts a document of the given name on the order', async () => {
    const { store, states } = await handlers();
    const values = await states[providerStates.danaHasDocument]!({ fileNumber: pactData.fileNumber, documentName: 'Survey.pdf' });
    expect(store.get('documents', String(values.documentId))?.name).toBe('Survey.pdf');
  });

  it('clears the agency name and e-mail it is given', async () => {
    const { store, states } = await handlers();
    await states[providerStates.agencyRegistered]!({ organizationName: 'Bayside Title' });
    await states[providerStates.newAgencyUnregistered]!({ organizationName: 'bayside title', email: 'x@bayside.test' });
    expect(store.find('tenants', (tenant) => tenant.name === 'Bayside Title')).toBeUndefined();
  });

  it.each([
    [providerStates.danaHasOrder, {}, /parameter fileNumber\./],
    [providerStates.danaHasDocument, { fileNumber: 'F-1' }, /parameters fileNumber and documentName\./],
    [providerStates.newAgencyUnregistered, { organizationName: ' ' }, /parameters organizationName and email\./],
    [providerStates.danaHasTwoOrders, { fileNumber: 7 }, /parameters fileNumber and usedFileNumber\./],
  ])('refuses %s without its parameters (400 naming them)', async (state, params, message) => {
    const { states } = await handlers();
    const failure = await states[state]!(params).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(400);
    expect(String((failure as ApiError).body.message)).toMatch(message);
  });
});
