import { MatchersV3 } from '@pact-foundation/pact';
import { firstValueFrom } from 'rxjs';
import { pactData, pactExamples, providerStates } from '../pact-names.ts';
import { historyEntryMatcher } from './matchers.ts';
import { appApis, createPact, exampleToken } from './pact-setup.ts';

const { like, integer, regex, eachLike, fromProviderState } = MatchersV3;

const token = exampleToken();
const bearer = () => fromProviderState('Bearer ${token}', `Bearer ${token}`);
const historyPath = (suffix = '') => fromProviderState(`/api/orders/\${orderGuid}/history${suffix}`, `/api/orders/${pactExamples.orderGuid}/history${suffix}`);
const presencePath = () => fromProviderState('/api/orders/${orderGuid}/presence', `/api/orders/${pactExamples.orderGuid}/presence`);

const historyEntry = historyEntryMatcher({ id: '1.1', n: 1, hash: 'a50d48e2ba2247d438534ca955c5cb4cf1f38cec4987c345fbcdfd39a3a0846d' });

describe("GET /api/orders/{orderGuid}/history", () => {
  it("lists the file's changes, newest first, with the people who made them", async () => {
    const pact = createPact();
    pact
      .given(providerStates.danaOrderChangedByColleague, { fileNumber: pactData.fileNumber })
      .uponReceiving("a request for a file's history")
      .withRequest({ method: 'GET', path: historyPath(), query: { _start: '0', _end: '100' }, headers: { Authorization: bearer() } })
      .willRespondWith({
        status: 200,
        body: { result: { entries: eachLike(historyEntry), total: integer(1), people: eachLike({ userId: like('u-riley'), name: like('Riley Chen') }) } },
      });
    await pact.executeTest(async (server) => {
      const { result } = await firstValueFrom(appApis(server.url, token).activityApi.history(pactExamples.orderGuid, { person: null, section: null }, 0, 100));
      expect(result.entries[0]?.changes[0]?.label).toBe('Sales Price');
      expect(result.people[0]?.name).toBe('Riley Chen');
    });
  });

  it("filters by person and section", async () => {
    const pact = createPact();
    pact
      .given(providerStates.danaOrderChangedByColleague, { fileNumber: pactData.fileNumber })
      .uponReceiving("a request for one person's changes to a file's order entry")
      .withRequest({
        method: 'GET',
        path: historyPath(),
        query: { person: fromProviderState('${colleagueId}', 'u-riley'), section: 'order', _start: '0', _end: '100' },
        headers: { Authorization: bearer() },
      })
      .willRespondWith({ status: 200, body: { result: { entries: eachLike(historyEntry), total: integer(1), people: eachLike({ userId: like('u-riley'), name: like('Riley Chen') }) } } });
    await pact.executeTest(async (server) => {
      const { result } = await firstValueFrom(appApis(server.url, token).activityApi.history(pactExamples.orderGuid, { person: 'u-riley', section: 'order' }, 0, 100));
      expect(result.total).toBe(1);
    });
  });

  it("answers another agency's file as one that does not exist", async () => {
    const pact = createPact();
    pact
      .given(providerStates.samHasOrder, { fileNumber: pactData.otherAgencyFileNumber })
      .uponReceiving("a request for another agency's file history")
      .withRequest({
        method: 'GET',
        path: fromProviderState('/api/orders/${otherOrderGuid}/history', `/api/orders/${pactExamples.otherOrderGuid}/history`),
        query: { _start: '0', _end: '100' },
        headers: { Authorization: bearer() },
      })
      .willRespondWith({ status: 404, body: { message: like('There is no such order.') } });
    await pact.executeTest(async (server) => {
      const error = await firstValueFrom(appApis(server.url, token).activityApi.history(pactExamples.otherOrderGuid, { person: null, section: null }, 0, 100)).catch((caught: unknown) => caught);
      expect((error as { status: number }).status).toBe(404);
    });
  });
});

describe('GET /api/orders/{orderGuid}/history.csv', () => {
  it('exports the history as a CSV attachment', async () => {
    const pact = createPact();
    pact
      .given(providerStates.danaOrderChangedByColleague, { fileNumber: pactData.fileNumber })
      .uponReceiving("an export of a file's history")
      .withRequest({ method: 'GET', path: historyPath('.csv'), headers: { Authorization: bearer() } })
      .willRespondWith({
        status: 200,
        headers: {
          'Content-Type': regex('^text/csv.*', 'text/csv; charset=utf-8'),
          'Content-Disposition': regex('^attachment; filename="[^"]+\\.csv"$', 'attachment; filename="history-DTE-PACT-0001.csv"'),
        },
      });
    await pact.executeTest(async (server) => {
      const csv = await firstValueFrom(appApis(server.url, token).activityApi.historyCsv(pactExamples.orderGuid, { person: null, section: null }));
      expect(csv).toBeInstanceOf(Blob);
    });
  });
});

describe('GET /api/activity', () => {
  it("lists the agency's newest changes with their files' numbers", async () => {
    const pact = createPact();
    pact
      .given(providerStates.danaOrderChangedByColleague, { fileNumber: pactData.fileNumber })
      .uponReceiving("a request for the agency's recent activity")
      .withRequest({ method: 'GET', path: '/api/activity', query: { _limit: '10' }, headers: { Authorization: bearer() } })
      .willRespondWith({ status: 200, body: { result: { entries: eachLike({ ...historyEntry, fileNumber: like(pactData.fileNumber) }) } } });
    await pact.executeTest(async (server) => {
      const { result } = await firstValueFrom(appApis(server.url, token).activityApi.recent(10));
      expect(result.entries[0]?.fileNumber).toBe(pactData.fileNumber);
    });
  });
});

describe('PUT and DELETE /api/orders/{orderGuid}/presence', () => {
  it('says who is in the file, and what they edit', async () => {
    const pact = createPact();
    pact
      .given(providerStates.danaHasOrder, { fileNumber: pactData.fileNumber })
      .uponReceiving('a presence renewal of a tab editing a field')
      .withRequest({ method: 'PUT', path: presencePath(), headers: { Authorization: bearer() }, body: { tab: 'tab-6dcb3484', state: 'editing', field: 'buyer' } })
      .willRespondWith({ status: 204 });
    await pact.executeTest(async (server) => {
      await firstValueFrom(appApis(server.url, token).activityApi.setPresence(pactExamples.orderGuid, { tab: 'tab-6dcb3484', state: 'editing', field: 'buyer' }), { defaultValue: null });
    });
  });

  it('says a tab left the file', async () => {
    const pact = createPact();
    pact
      .given(providerStates.danaHasOrder, { fileNumber: pactData.fileNumber })
      .uponReceiving('a goodbye of a tab leaving a file')
      .withRequest({ method: 'DELETE', path: presencePath(), query: { tab: 'tab-6dcb3484' }, headers: { Authorization: bearer() } })
      .willRespondWith({ status: 204 });
    await pact.executeTest(async (server) => {
      await firstValueFrom(appApis(server.url, token).activityApi.clearPresence(pactExamples.orderGuid, 'tab-6dcb3484'), { defaultValue: null });
    });
  });
});
