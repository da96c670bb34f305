import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { FileRoutesById } from '@/route-tree.gen';
import { pick, type Locale, type Localized } from '@/domain/common';
import { isKnownFormId } from '@/domain/forms/ids';
import type { FormId } from '@/domain/forms/types';

type RouteId = Exclude<keyof FileRoutesById, '__root__'>;
type Params = Record<string, string | undefined>;
type TitleSource = MessageDescriptor | ((i18n: I18n, params: Params) => string);

// The form definitions (all questions of three forms) are not part of the first paint: a form's
// title is known once they have loaded (the wizard loads them anyway); until then the section name.
let formTitles: Record<FormId, Localized> | null = null;

/** Loads the form titles; true when the document title must be set again with them. */
export async function loadFormTitles(): Promise<boolean> {
  if (formTitles) return false;
  const { formIds, getForm } = await import('@/domain/forms');
  formTitles = Object.fromEntries(formIds.map((id) => [id, getForm(id).title])) as Record<FormId, Localized>;
  return true;
}

const formTitle = (i18n: I18n, params: Params) =>
  params.formId && isKnownFormId(params.formId) && formTitles
    ? pick(formTitles[params.formId], i18n.locale as Locale)
    : i18n._(msg({ id: 'nav.f6', message: 'F-6 Visa' }));

/**
 * Every route's name for the document title, in one place: a Record over the generated route ids,
 * so adding a route without a title fails the typecheck.
 */
const titles: Record<RouteId, TitleSource> = {
  '/': msg({ id: 'title.home', message: 'Home' }),
  '/documents': msg({ id: 'nav.documents', message: 'Document Preparation' }),
  '/eligibility': msg({ id: 'nav.eligibility', message: 'Eligibility Check' }),
  '/enhancement': msg({ id: 'nav.enhancement', message: 'Application Enhancement' }),
  '/final-application': msg({ id: 'nav.final', message: 'Final Application' }),
  '/guides': msg({ id: 'nav.guides', message: 'Guides' }),
  '/login': msg({ id: 'auth.title', message: 'Sign in' }),
  '/progress': msg({ id: 'nav.progress', message: 'Application Progress' }),
  '/rehearsal': msg({ id: 'nav.rehearsal', message: 'Interview rehearsal' }),
  '/time-sensitive-documents': msg({ id: 'nav.time_sensitive', message: 'Time-Sensitive Documents' }),
  '/timeline': msg({ id: 'nav.timeline', message: 'Timeline Planner' }),
  '/visa-recommendations': msg({ id: 'visa.title', message: 'Visa recommendations' }),
  '/f6/': msg({ id: 'nav.f6', message: 'F-6 Visa' }),
  '/f6/$formId/': formTitle,
  '/f6/$formId/review': (i18n, params) => {
    const form = formTitle(i18n, params);
    return i18n._(msg({ id: 'title.review', message: `Review: ${form}` }));
  },
};

const notFoundTitle = msg({ id: 'notfound.title', message: 'Page not found' });

/** `<route name> · F-6 Visa Prep`, in the user's language. */
export function documentTitle(i18n: I18n, routeId: string | undefined, params: Params): string {
  const source = routeId && routeId in titles ? titles[routeId as RouteId] : notFoundTitle;
  const name = typeof source === 'function' ? source(i18n, params) : i18n._(source);
  return i18n._(msg({ id: 'title.pattern', message: `${name} · F-6 Visa Prep` }));
}
