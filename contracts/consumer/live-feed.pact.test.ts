import { MatchersV3, MessageConsumerPact, synchronousBodyHandler } from '@pact-foundation/pact';
import { feedActionsOf } from '../../src/activity/live-epics.ts';
import { liveChangeReceived, livePresenceReceived } from '../../src/activity/live-slice.ts';
import { CONSUMER, EVENTS_PROVIDER, PACT_DIR, pactExamples } from '../pact-names.ts';
import { historyEntryMatcher, isoDateTime, oneOf } from './matchers.ts';

const { like, eachLike } = MatchersV3;

/**
 * The live feed's messages (GET /api/events, Server-Sent Events) as message pacts: each event's
 * `data` is the message, its `event` field the metadata. The app's own handling of a feed event
 * (feedActionsOf) must make sense of every message; the provider's test makes each message with
 * the mock API's real feed.
 */
function feedPact() {
  return new MessageConsumerPact({ consumer: CONSUMER, provider: EVENTS_PROVIDER, dir: PACT_DIR, logLevel: 'warn' });
}

const change = { ...historyEntryMatcher({ id: '1.2', n: 2, hash: '6b6a4a1d6ada1317684f4490df67c161e592a7ca157a7c15ffe5e10efd8a4ce4' }), fileNumber: like('DTE-PACT-0001') };

describe('the live feed', () => {
  it("tells the agency of a colleague's change to a file", async () => {
    await feedPact()
      .given('a colleague changes the sales price of a file of the agency')
      .expectsToReceive('a change to a file')
      .withContent(change)
      .withMetadata({ event: 'change' })
      .verify(
        synchronousBodyHandler((content: unknown) => {
          const [action] = feedActionsOf({ id: '2', event: 'change', data: JSON.stringify(content) }, 'u-dana');
          expect(liveChangeReceived.match(action)).toBe(true);
          expect(action).toMatchObject({ payload: { mine: false, entry: { changes: [{ label: 'Sales Price' }] } } });
        }),
      );
  });

  it('tells the agency who has a file open, and what they are editing', async () => {
    await feedPact()
      .given('a colleague is editing the buyers of a file of the agency')
      .expectsToReceive('who has a file open')
      .withContent({
        orderGuid: like(pactExamples.orderGuid),
        people: eachLike({
          userId: like('u-riley'),
          name: like('Riley Chen'),
          state: oneOf(['viewing', 'editing'], 'editing'),
          field: like('buyer'),
          label: like('Buyers'),
          since: isoDateTime('2026-11-25T15:04:05.000Z'),
        }),
      })
      .withMetadata({ event: 'presence' })
      .verify(
        synchronousBodyHandler((content: unknown) => {
          const [action] = feedActionsOf({ id: null, event: 'presence', data: JSON.stringify(content) }, 'u-dana');
          expect(livePresenceReceived.match(action)).toBe(true);
          expect(action).toMatchObject({ payload: { people: [{ name: 'Riley Chen', label: 'Buyers' }] } });
        }),
      );
  });
});
