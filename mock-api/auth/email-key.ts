import unhomoglyph from 'unhomoglyph';

/**
 * When two e-mail addresses are the same address, for "one account per e-mail" and for "a
 * registration waiting for approval holds its e-mail": their keys are equal. The key folds what
 * does not tell two mailboxes apart to a reader: the spaces around it, case, compatibility forms
 * (NFKC: a full-width "ｓａｍ" is "sam") and look-alike characters (Unicode TR39 skeletons via
 * unhomoglyph: a Cyrillic "а" is a Latin "a", "rn" reads as "m", "1" and "l" alike). Two real
 * addresses that only look alike ("sarn@" beside "sam@") are refused as one: the price of
 * nobody being invited under a colleague's look-alike. The key is for comparing, never for
 * showing or sending; which text is an address at all is src/lib/email-rule.ts.
 */
export function emailSkeleton(email: string): string {
  const folded = email.trim().normalize('NFKC').toLowerCase();
  return unhomoglyph(folded).normalize('NFKC').toLowerCase();
}
