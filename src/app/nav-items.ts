import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export type NavItem = { to: string; label: MessageDescriptor; testId: string };

/** The spec's navigation entries, in the order of the journey. */
export const navItems: NavItem[] = [
  {
    to: '/eligibility',
    label: msg({ id: 'nav.eligibility', message: 'Eligibility Check' }),
    testId: 'nav-eligibility',
  },
  { to: '/timeline', label: msg({ id: 'nav.timeline', message: 'Timeline Planner' }), testId: 'nav-timeline' },
  {
    to: '/time-sensitive-documents',
    label: msg({ id: 'nav.time_sensitive', message: 'Time-Sensitive Documents' }),
    testId: 'nav-time-sensitive',
  },
  { to: '/guides', label: msg({ id: 'nav.guides', message: 'Guides' }), testId: 'nav-guides' },
  { to: '/documents', label: msg({ id: 'nav.documents', message: 'Document Preparation' }), testId: 'nav-documents' },
  {
    to: '/enhancement',
    label: msg({ id: 'nav.enhancement', message: 'Application Enhancement' }),
    testId: 'nav-enhancement',
  },
  // Ruling 24: reachable with or without an account (it needs no cloud).
  {
    to: '/visa-recommendations',
    label: msg({ id: 'visa.title', message: 'Visa recommendations' }),
    testId: 'nav-visa',
  },
  { to: '/f6', label: msg({ id: 'nav.f6', message: 'F-6 Visa' }), testId: 'nav-f6' },
  // Rehearsal (issue 29): after the forms it draws its questions from.
  { to: '/rehearsal', label: msg({ id: 'nav.rehearsal', message: 'Interview rehearsal' }), testId: 'nav-rehearsal' },
  { to: '/final-application', label: msg({ id: 'nav.final', message: 'Final Application' }), testId: 'nav-final' },
  { to: '/progress', label: msg({ id: 'nav.progress', message: 'Application Progress' }), testId: 'nav-progress' },
];
