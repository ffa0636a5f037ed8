/** Realistic Schedule B-I requirements and B-II exceptions for the libraries agents pick from. */
export const requirementsLibrary = [
  ['R-100', 'Payment of the full consideration to, or for the account of, the grantors or mortgagors.'],
  ['R-101', 'Instrument(s) creating the estate or interest to be insured must be approved, executed and filed for record, to wit: Warranty Deed from the record owner to the proposed insured purchaser.'],
  ['R-102', 'Instrument(s) creating the estate or interest to be insured must be approved, executed and filed for record, to wit: Mortgage or Deed of Trust from the proposed insured purchaser to the proposed insured lender.'],
  ['R-103', 'Payment of all taxes, charges and assessments levied and assessed against the subject premises which are due and payable.'],
  ['R-104', 'Satisfaction and release of record of the mortgage recorded in the public records of the county, together with a payoff letter from the holder.'],
  ['R-105', 'Proof satisfactory to the Company that no improvements or repairs were made to the land within the statutory lien period, or, if made, that they have been paid for in full.'],
  ['R-106', 'Receipt of a survey of the land made by a registered land surveyor, satisfactory to the Company.'],
  ['R-107', 'Owner\u2019s Affidavit as to debts, liens and parties in possession, executed by the record owner.'],
  ['R-108', 'Termination of any Uniform Commercial Code financing statements of record affecting the land.'],
  ['R-109', 'Evidence that the limited liability company acquiring title is in good standing, together with its operating agreement and a resolution authorizing the transaction.'],
  ['R-110', 'Certificate of trust or copy of the trust agreement, with all amendments, showing the trustee\u2019s authority to convey.'],
  ['R-111', 'Payment of any homeowners\u2019 association dues, with an estoppel letter from the association showing all amounts due through closing.'],
].map(([requirementCode, requirementDescription]) => ({ requirementCode, requirementDescription }));

export const exceptionsLibrary = [
  ['E-200', 'Rights or claims of parties in possession not shown by the public records.'],
  ['E-201', 'Encroachments, overlaps, boundary line disputes, and any other matters which would be disclosed by an accurate survey and inspection of the premises.'],
  ['E-202', 'Easements, or claims of easements, not shown by the public records.'],
  ['E-203', 'Any lien, or right to a lien, for services, labor or material heretofore or hereafter furnished, imposed by law and not shown by the public records.'],
  ['E-204', 'Taxes and assessments for the current year, which are a lien not yet due and payable.'],
  ['E-205', 'Covenants, conditions, restrictions and easements as set forth on the recorded plat of the subdivision.'],
  ['E-206', 'Oil, gas and mineral rights, and all rights incident thereto, reserved or conveyed by instruments of record.'],
  ['E-207', 'Rights of the public in and to that portion of the land lying within the boundaries of any road, street or highway.'],
  ['E-208', 'Riparian and littoral rights, and the rights of the public to navigable waters, if any.'],
  ['E-209', 'Terms and conditions of the declaration of condominium and its exhibits, and all amendments thereto.'],
  ['E-210', 'Any claim that the land lies within a special assessment district for improvements not shown by the public records.'],
  ['E-211', 'Standard exceptions for any defect, lien, encumbrance or adverse claim first appearing in the public records after the effective date hereof.'],
].map(([exceptionCode, exceptionDescription]) => ({ exceptionCode, exceptionDescription }));

/** Lenders' mortgagee clauses, as CPLs and policies name them. */
export const mortgageClauses = [
  ['Rocket Mortgage', 'Rocket Mortgage, LLC, ISAOA/ATIMA', '1050 Woodward Avenue', 'Detroit', 'MI', '48226'],
  ['Wells Fargo Home Mortgage', 'Wells Fargo Bank, N.A., its successors and/or assigns', 'PO Box 10304', 'Des Moines', 'IA', '50306'],
  ['Chase Home Lending', 'JPMorgan Chase Bank, N.A., ISAOA/ATIMA', '700 Kansas Lane', 'Monroe', 'LA', '71203'],
  ['Bank of America', 'Bank of America, N.A., its successors and/or assigns', '4909 Savarese Circle', 'Tampa', 'FL', '33634'],
  ['U.S. Bank', 'U.S. Bank National Association, ISAOA/ATIMA', '4801 Frederica Street', 'Owensboro', 'KY', '42301'],
  ['Guild Mortgage', 'Guild Mortgage Company LLC, ISAOA', '5887 Copley Drive', 'San Diego', 'CA', '92111'],
  ['loanDepot', 'loanDepot.com, LLC, ISAOA/ATIMA', '6561 Irvine Center Drive', 'Irvine', 'CA', '92618'],
  ['Navy Federal Credit Union', 'Navy Federal Credit Union, its successors and/or assigns', '820 Follin Lane', 'Vienna', 'VA', '22180'],
  ['PNC Mortgage', 'PNC Bank, National Association, ISAOA', '3232 Newmark Drive', 'Miamisburg', 'OH', '45342'],
  ['Fairway Independent Mortgage', 'Fairway Independent Mortgage Corporation, ISAOA/ATIMA', '4750 S Biltmore Lane', 'Madison', 'WI', '53718'],
].map(([lenderName, mortgageClause, address1, city, state, zip]) => ({ lenderName, mortgageClause, address1, city, state, zip }));
