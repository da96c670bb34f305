import { ph } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Locale } from '@/domain/common';
import { questionPosition } from '@/domain/forms/structure';
import type { CouplePlace } from '@/domain/rehearsal/catalog';
import type { Reference } from '@/domain/rehearsal/questions';

type CoupleRef = Extract<Reference, { kind: 'couple' }>;

/** The invitation's question that holds a place's Korean version (the Korean-only 초청장, D26). */
const koQuestion: Partial<Record<CouplePlace, string>> = { meetingPlace: 'il.first-meeting' };

/**
 * Where a version of a couple's place is typed: the meeting place's Korean one on the invitation,
 * the rest with the statements (no form asks the Latin meeting place or the Korean place of
 * marriage; the statements in that language do).
 */
function EditLink({ fact, locale, children }: { fact: CouplePlace; locale: Locale; children: string }) {
  const style = { fontSize: 'var(--mantine-font-size-sm)' };
  const question = koQuestion[fact];
  if (locale !== 'ko' || !question)
    return (
      <Link to="/enhancement" style={style} data-testid="reference-link">
        {children}
      </Link>
    );
  const index = questionPosition('invitation-letter', question);
  return (
    <Link
      to="/f6/$formId"
      params={{ formId: 'invitation-letter' }}
      search={{ q: index }}
      style={style}
      data-testid="reference-link"
    >
      {children}
    </Link>
  );
}

/**
 * A couple's place in the script of the UI language (D26): the Latin version in English, the Korean
 * one in Korean. A version not held is said to be missing, with where to add it, never shown silently
 * in the other script.
 */
export function CoupleReference({ reference }: { reference: CoupleRef }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const source =
    reference.fact === 'meetingPlace'
      ? t({ id: 'rehearsal.ref.couple_meeting', message: 'Place of your first meeting, from your details' })
      : t({ id: 'rehearsal.ref.couple_marriage', message: 'Place of marriage, from your details' });
  const missing = reference.missing.includes(locale);
  const other = locale === 'ko' ? reference.text.en : reference.text.ko;
  return (
    <Stack gap={4}>
      <EditLink fact={reference.fact} locale={locale}>
        {source}
      </EditLink>
      {missing ? (
        <Text size="sm" c="dimmed" data-testid="reference-missing">
          {locale === 'ko' && koQuestion[reference.fact]
            ? t({
                id: 'rehearsal.ref.couple_missing_ko',
                message: `This place is held only in Latin letters (${ph({ other })}). Write it in Korean on the invitation letter (the link above).`,
              })
            : locale === 'ko'
              ? t({
                  id: 'rehearsal.ref.couple_missing_ko_statements',
                  message: `This place is held only in Latin letters (${ph({ other })}). Write it in Korean with your statements (the link above).`,
                })
              : t({
                  id: 'rehearsal.ref.couple_missing_latin',
                  message: `This place is held only in Korean (${ph({ other })}). Write it in Latin letters with your statements (the link above).`,
                })}
        </Text>
      ) : (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="reference-text">
          {locale === 'ko' ? reference.text.ko : reference.text.en}
        </Text>
      )}
    </Stack>
  );
}
