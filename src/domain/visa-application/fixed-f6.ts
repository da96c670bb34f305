/** The answers every F-6 applicant gives (inventory §4), in the form's own option words. */
export const fixedF6 = {
  periodOfStay: 'long',
  statusOfStay: 'F-6-1',
  maritalStatus: 'married',
  purposeOfVisit: 'marriageMigrant',
  spouseNationality: 'REPUBLIC OF KOREA',
  inviterRelationship: 'Spouse',
} as const;
