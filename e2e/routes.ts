/** Every route of the app (one form stands for the three: they share their components), and a missing one. */
export const allRoutes = [
  '/',
  '/eligibility',
  '/timeline',
  '/time-sensitive-documents',
  '/guides',
  '/documents',
  '/enhancement',
  '/visa-recommendations',
  '/f6',
  '/f6/invitation-letter',
  '/f6/invitation-letter/review',
  '/final-application',
  '/progress',
  '/rehearsal',
  '/login',
  '/no-such-page',
];
