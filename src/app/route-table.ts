import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { FileRoutesById } from '@/route-tree.gen';

export type RouteId = Exclude<keyof FileRoutesById, '__root__'>;

/**
 * One row per route, read by the navigation, the document titles, and the build (vite.config.ts:
 * the static first screen, the route's code fetched with the page, the head script's form pattern).
 * A new route is its file in src/routes/ and one row here; the typecheck fails when a route has none.
 */
export type RouteRow = {
  /** TanStack's route id, as in src/route-tree.gen.ts. */
  id: RouteId;
  /** The document title's name; `form` and `review` are the form's own title (route-titles.ts). */
  title: MessageDescriptor | 'form' | 'review';
  /** In the side navigation, in this order, with this label and test id. */
  nav?: { label: MessageDescriptor; testId: string };
  /**
   * The static first screen's heading and introduction (catalog keys), painted before any script.
   * A form's screen is per form and made from its definition (tools/vite/form-shell.ts).
   */
  shell?: { title: string; intro?: string };
};

/** The route's file in src/routes/ (TanStack's flat names: `/f6/$formId/review` is `f6/$formId.review.tsx`). */
export const routeFile = (id: RouteId) =>
  `src/routes${id.replace(/\/$/, '/index').replace(/\/(\$\w+)\/(\w+)$/, '/$1.$2')}.tsx`;

/** What the head script of index.html names a route (`window.__f6Route`, `<html data-route>`). */
export const routeKey = (row: RouteRow) =>
  row.title === 'form' || row.title === 'review' ? row.title : row.id.replace(/(.)\/$/, '$1');

export const routeTable = [
  {
    id: '/',
    title: msg({ id: 'title.home', message: 'Home' }),
    shell: { title: 'home.title', intro: 'home.intro' },
  },
  {
    id: '/eligibility',
    title: msg({ id: 'nav.eligibility', message: 'Eligibility Check' }),
    nav: { label: msg({ id: 'nav.eligibility', message: 'Eligibility Check' }), testId: 'nav-eligibility' },
    shell: { title: 'eligibility.title', intro: 'eligibility.intro' },
  },
  {
    id: '/timeline',
    title: msg({ id: 'nav.timeline', message: 'Timeline Planner' }),
    nav: { label: msg({ id: 'nav.timeline', message: 'Timeline Planner' }), testId: 'nav-timeline' },
    shell: { title: 'timeline.title', intro: 'timeline.intro' },
  },
  {
    id: '/time-sensitive-documents',
    title: msg({ id: 'nav.time_sensitive', message: 'Time-Sensitive Documents' }),
    nav: {
      label: msg({ id: 'nav.time_sensitive', message: 'Time-Sensitive Documents' }),
      testId: 'nav-time-sensitive',
    },
    shell: { title: 'time_sensitive.title', intro: 'time_sensitive.intro_any_v2' },
  },
  {
    id: '/guides',
    title: msg({ id: 'nav.guides', message: 'Guides' }),
    nav: { label: msg({ id: 'nav.guides', message: 'Guides' }), testId: 'nav-guides' },
    shell: { title: 'guides.title', intro: 'guides.intro' },
  },
  {
    id: '/documents',
    title: msg({ id: 'nav.documents', message: 'Document Preparation' }),
    nav: { label: msg({ id: 'nav.documents', message: 'Document Preparation' }), testId: 'nav-documents' },
    shell: { title: 'documents.title', intro: 'documents.intro_files' },
  },
  {
    id: '/enhancement',
    title: msg({ id: 'nav.enhancement', message: 'Application Enhancement' }),
    nav: { label: msg({ id: 'nav.enhancement', message: 'Application Enhancement' }), testId: 'nav-enhancement' },
    shell: { title: 'statements.title', intro: 'statements.intro' },
  },
  // D24: reachable with or without an account (it needs no cloud).
  {
    id: '/visa-recommendations',
    title: msg({ id: 'visa.title', message: 'Visa recommendations' }),
    nav: { label: msg({ id: 'visa.title', message: 'Visa recommendations' }), testId: 'nav-visa' },
    shell: { title: 'visa.title', intro: 'visa.intro' },
  },
  {
    id: '/f6/',
    title: msg({ id: 'nav.f6', message: 'F-6 Visa' }),
    nav: { label: msg({ id: 'nav.f6', message: 'F-6 Visa' }), testId: 'nav-f6' },
    shell: { title: 'f6.title', intro: 'f6.intro' },
  },
  { id: '/f6/$formId/', title: 'form' },
  { id: '/f6/$formId/review', title: 'review' },
  // After the forms it draws its questions from.
  {
    id: '/rehearsal',
    title: msg({ id: 'nav.rehearsal', message: 'Interview rehearsal' }),
    nav: { label: msg({ id: 'nav.rehearsal', message: 'Interview rehearsal' }), testId: 'nav-rehearsal' },
    shell: { title: 'rehearsal.title', intro: 'rehearsal.intro' },
  },
  {
    id: '/final-application',
    title: msg({ id: 'nav.final', message: 'Final Application' }),
    nav: { label: msg({ id: 'nav.final', message: 'Final Application' }), testId: 'nav-final' },
    shell: { title: 'final.title', intro: 'final.intro' },
  },
  {
    id: '/progress',
    title: msg({ id: 'nav.progress', message: 'Application Progress' }),
    nav: { label: msg({ id: 'nav.progress', message: 'Application Progress' }), testId: 'nav-progress' },
    shell: { title: 'progress.title' },
  },
  {
    id: '/login',
    title: msg({ id: 'auth.title', message: 'Sign in' }),
    shell: { title: 'auth.title', intro: 'auth.why' },
  },
] as const satisfies readonly RouteRow[];

// Every generated route has a row (a missing one fails the typecheck here).
type Missing = Exclude<RouteId, (typeof routeTable)[number]['id']>;
const everyRoute: [Missing] extends [never] ? true : Missing = true;
void everyRoute;
