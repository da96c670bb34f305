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
  if (name.toLocaleLowerCase() === pick(form.title, locale).toLocaleLowerCase()) return name;
  return t({ id: 'forms.official_name_printed', message: `Printed as “${name}”` });
}
