/**
 * The collections a tester adds to the data file in the comparison with stock json-server
 * (tester-clients.test.ts): mobile signings an agency schedules, and notes on them, related by
 * json-server's default foreign key (`signingId`).
 */

const SIGNERS = ['Avery Brooks', 'Jordan Price', 'Casey Nguyen', 'Morgan Diaz', 'Riley Patel', 'Quinn Foster', 'Harper Lee', 'Rowan Brady', 'Emerson Cole', 'Parker Reed', 'Skyler Hunt', 'Drew Walsh'];
const CITIES = ['Austin', 'Dallas', 'Houston', 'El Paso'];
const STATUSES = ['scheduled', 'signed', 'cancelled'];

export const TESTER_DATA: Record<string, Record<string, unknown>[]> = {
  signings: SIGNERS.map((signer, index) => ({
    id: index + 1,
    signer,
    city: CITIES[index % CITIES.length],
    fee: 100 + ((index * 37) % 200),
    status: STATUSES[index % STATUSES.length],
    scheduledFor: `2026-12-${String(1 + index * 2).padStart(2, '0')}`,
    address: { state: 'TX', zip: `787${String(index).padStart(2, '0')}` },
  })),
  notes: Array.from({ length: 10 }, (_, index) => ({
    id: index + 1,
    signingId: 1 + (index % 4),
    text: ['Bring two IDs', 'Lender package arrives late', 'Signer prefers mornings', 'Power of attorney on file', 'Gate code 4411'][index % 5],
  })),
};

/** Another agency's records in the same collections, on the mock only: Dana's answers never show them. */
export const OTHER_AGENCYS_RECORDS: Record<string, Record<string, unknown>[]> = {
  signings: [{ id: 1001, tenantId: 2, signer: 'Harbor Only', city: 'Austin', fee: 175, status: 'scheduled', scheduledFor: '2026-12-02' }],
  notes: [{ id: 1001, tenantId: 2, signingId: 1, text: 'Harbor note, never shown to Demo Title' }],
};
