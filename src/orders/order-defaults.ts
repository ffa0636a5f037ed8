import { orderDetailSchema, type OrderDetail, type Party } from './order-schemas.ts';

/** A party with no name yet (the new-order form starts with one buyer and one seller). */
export const emptyParty = (): Party => ({ FirstName: '', MiddleName: '', LastName: '', Type: 'Individual' });

/** Every field present (Formik marks only known fields touched on submit, so all must be here). */
export function emptyOrderDetail(): OrderDetail {
  const defaults = orderDetailSchema.cast({ cashClosing: 'Finance', buyer: [emptyParty()], seller: [emptyParty()] }, { assert: false }) as OrderDetail;
  return { ...defaults, fileNumber: '', transactionType: '', address: '', city: '', state: '', zip: '' };
}

