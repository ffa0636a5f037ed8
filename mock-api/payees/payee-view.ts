import { bankOfRouting, maskedAccount } from '../../src/payees/routing-directory.ts';
import type { PayeeRecord } from '../store/model.ts';

/**
 * A payee as every API answer shows it: the account number only as its last four digits (the
 * sealed number never leaves the server but through an administrator's Reveal), the bank the
 * routing number belongs to where the bundled directory knows it, and the verification's state.
 */
export function payeeView(payee: PayeeRecord) {
  const { tenantId: _tenantId, wire, ...rest } = payee;
  return {
    ...rest,
    status: payee.method === 'check' ? ('check' as const) : payee.verification ? ('verified' as const) : ('not-verified' as const),
    wire: wire
      ? {
          bankName: wire.bankName,
          routingNumber: wire.routingNumber,
          bankOnRecord: bankOfRouting(wire.routingNumber),
          account: maskedAccount(wire.accountLast4),
          accountLast4: wire.accountLast4,
          beneficiaryName: wire.beneficiaryName,
          reference: wire.reference,
          contactPhone: wire.contactPhone,
        }
      : null,
  };
}

export type PayeeView = ReturnType<typeof payeeView>;

/** The payees whose wires are not verified: disbursement waits for them (docs/payees.md). */
export function unverifiedWires(payees: Iterable<PayeeRecord>): PayeeRecord[] {
  return [...payees].filter((payee) => payee.method === 'wire' && payee.verification === null);
}
