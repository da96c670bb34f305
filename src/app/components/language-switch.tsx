import { SegmentedControl } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { switchLocale } from '@/i18n/i18n';
import type { Locale } from '@/domain/common';

/** The wide screens' language switch (top-nav.tsx loads it just after the first screen). */
export function LanguageSwitch() {
  const { t, i18n } = useLingui();
  return (
    <SegmentedControl
      size="xs"
      value={i18n.locale as Locale}
      onChange={(value) => void switchLocale(value as Locale)}
      data={[
        { value: 'en', label: 'EN' },
        { value: 'ko', label: '한국어' },
      ]}
      aria-label={t({ id: 'nav.language', message: 'Language' })}
      data-testid="language-switch"
    />
  );
}
