import { useLingui } from '@lingui/react/macro';
import { pick, type Locale } from '@/domain/common';
import type { FormDef } from '@/domain/forms/types';

/**
 * The form's name as printed on it. Where the app's title says it otherwise (the marriage background
 * statement is printed in English as a "Personal Details Form"), it is said to be the printed one, so
 * that two names read as one form, not two (a trial).
 */
export function OfficialName({ form }: { form: Pick<FormDef, 'title' | 'officialName'> }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const name = pick(form.officialName, locale);
  if (isTitle(form, locale)) return name;
  return t({ id: 'forms.official_name_printed', message: `Printed as “${name}”` });
}

/** True when the form's title is its printed name (in Korean, every form's): a card need not say it twice. */
export const isTitle = (form: Pick<FormDef, 'title' | 'officialName'>, locale: Locale) =>
  pick(form.officialName, locale).toLocaleLowerCase() === pick(form.title, locale).toLocaleLowerCase();
