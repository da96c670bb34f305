import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { pick, type Locale, type Localized } from '@/domain/common';
import { isKnownFormId } from '@/domain/forms/ids';
import type { FormId } from '@/domain/forms/types';
import { routeTable, type RouteId } from './route-table';

type Params = Record<string, string | undefined>;
type TitleSource = MessageDescriptor | ((i18n: I18n, params: Params) => string);

// The form definitions (all questions of three forms) are not part of the first paint: a form's
// title is known once they have loaded (the wizard loads them anyway); until then the section name.
let formTitles: Record<FormId, Localized> | null = null;

/** Loads the form titles; true when the document title must be set again with them. */
export async function loadFormTitles(): Promise<boolean> {
  if (formTitles) return false;
  const { formIds, getFormShape } = await import('@/domain/forms/structure');
  formTitles = Object.fromEntries(formIds.map((id) => [id, getFormShape(id).title])) as Record<FormId, Localized>;
  return true;
}

const formTitle = (i18n: I18n, params: Params) =>
  params.formId && isKnownFormId(params.formId) && formTitles
    ? pick(formTitles[params.formId], i18n.locale as Locale)
    : i18n._(msg({ id: 'nav.f6', message: 'F-6 Visa' }));

const reviewTitle = (i18n: I18n, params: Params) => {
  const form = formTitle(i18n, params);
  return i18n._(msg({ id: 'title.review', message: `Review: ${form}` }));
};

/** Every route's name for the document title, from the route table (src/app/route-table.ts). */
const titles = Object.fromEntries(
  routeTable.map((row) => [
    row.id,
    row.title === 'form' ? formTitle : row.title === 'review' ? reviewTitle : row.title,
  ]),
) as Record<RouteId, TitleSource>;

const notFoundTitle = msg({ id: 'notfound.title', message: 'Page not found' });

/** `<route name> · F-6 Visa Prep`, in the user's language. */
export function documentTitle(i18n: I18n, routeId: string | undefined, params: Params): string {
  const source = routeId && routeId in titles ? titles[routeId as RouteId] : notFoundTitle;
  const name = typeof source === 'function' ? source(i18n, params) : i18n._(source);
  return i18n._(msg({ id: 'title.pattern', message: `${name} · F-6 Visa Prep` }));
}
