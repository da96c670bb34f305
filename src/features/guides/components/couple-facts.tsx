import { useLingui } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import { pick, type Locale } from '@/domain/common';
import type { Couple } from '@/domain/couple';
import { countryName } from '@/domain/eligibility/nationality';
import { AnchorLink } from '@/ui/links/anchor-link';

/** A fact about the couple a guide reads; undefined when nobody gave it yet. */
export type CoupleFact = { id: string; label: string; value?: string };

/**
 * The couple's facts as the guide reads them, asked once in the eligibility check (D20, D28): the
 * guide shows them and links there, never asks them again.
 */
export function CoupleFacts({ facts }: { facts: readonly CoupleFact[] }) {
  const { t } = useLingui();
  const missing = facts.some((f) => f.value === undefined);
  return (
    <Stack gap={4} data-testid="guide-couple-facts">
      {facts.map((f) => (
        <Text key={f.id} size="sm" data-testid={`guide-fact-${f.id}`} data-known={f.value !== undefined}>
          <Text span fw={500}>
            {f.label}:
          </Text>{' '}
          {f.value ??
            t({
              id: 'guides.facts.unknown',
              message: 'not given yet',
            })}
        </Text>
      ))}
      <Text size="xs" c="dimmed">
        {missing
          ? t({
              id: 'guides.facts.missing',
              message: 'What applies depends on this, and it is asked once for the whole app:',
            })
          : t({ id: 'guides.facts.from', message: 'From your eligibility check answers.' })}{' '}
        <AnchorLink to="/eligibility" size="xs" data-testid="guide-facts-link">
          {missing
            ? t({ id: 'guides.facts.answer', message: 'Go to the eligibility check' })
            : t({ id: 'guides.facts.change', message: 'Change them there' })}
        </AnchorLink>
      </Text>
    </Stack>
  );
}

/** The applicant's nationality and country of residence, in the user's language. */
export function useApplicantFacts(couple: Couple): CoupleFact[] {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const name = (code: string | undefined) => {
    const n = code ? countryName(code) : undefined;
    return n ? pick(n, locale) : code;
  };
  return [
    {
      id: 'nationality',
      label: t({ id: 'guides.health.nationality', message: "Applicant's nationality" }),
      value: name(couple.applicant.nationality),
    },
    {
      id: 'residence',
      label: t({ id: 'guides.facts.residence', message: 'Applicant lives in' }),
      value: name(couple.applicant.residence),
    },
  ];
}
