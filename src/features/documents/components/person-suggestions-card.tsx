import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { ph } from '@lingui/core/macro';
import { useState } from 'react';
import { pick, type Locale } from '@/domain/common';
import { countryName } from '@/domain/eligibility/nationality';
import type { PersonSuggestion } from '@/domain/people-suggestions';
import type { PersonFactKey } from '@/domain/people';
import { SuggestionHint } from '@/ui/suggestion-hint';
import { logger } from '@/lib/logger';
import { acceptPersonSuggestions } from '../repo';

/**
 * The documents' details offered for the applicant's and the sponsor's records (D20): each is
 * accepted by the user, then every form that asks it shows it. Nothing is written silently.
 */
export function PersonSuggestionsCard({ suggestions }: { suggestions: PersonSuggestion[] }) {
  const { t } = useLingui();
  const [failed, setFailed] = useState(false);
  if (suggestions.length === 0) return null;
  const accept = (list: PersonSuggestion[]) => {
    setFailed(false);
    acceptPersonSuggestions(list).catch((error: unknown) => {
      logger.error('Saving details from a document failed', error);
      setFailed(true);
    });
  };

  return (
    <Card withBorder radius="lg" padding="lg" data-testid="person-suggestions">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2} style={{ flex: 1, minWidth: 220 }}>
            <Title order={2} size="h4">
              {t({ id: 'documents.people.title', message: 'Details for both of you, from your documents' })}
            </Title>
            <Text size="sm" c="dimmed">
              {t({
                id: 'documents.people.help',
                message:
                  'Accept a detail once and every form that asks it, the eligibility check and your plan use it. Until you accept, what the documents say is used nowhere else.',
              })}
            </Text>
          </Stack>
          {suggestions.length > 1 && (
            <Button variant="light" onClick={() => accept(suggestions)} data-testid="accept-all-person-suggestions">
              {t({ id: 'documents.people.accept_all', message: `Use all ${ph({ count: suggestions.length })}` })}
            </Button>
          )}
        </Group>
        {failed && (
          <Text size="sm" c="red" role="alert">
            {t({
              id: 'documents.people.failed',
              message: 'Not saved: the storage on this device refused it. Try again.',
            })}
          </Text>
        )}
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {suggestions.map((s) => (
            <SuggestionItem key={`${s.ref.role}.${s.ref.fact}`} suggestion={s} onAccept={() => accept([s])} />
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}

/** One offered detail: whose, which fact, what is held now, and the value with where it comes from. */
function SuggestionItem({ suggestion: s, onAccept }: { suggestion: PersonSuggestion; onAccept: () => void }) {
  const { t } = useLingui();
  const { facts, who, shown } = usePersonFactWords();
  return (
    <Stack component="li" gap={4} data-testid={`person-suggestion-${s.ref.role}-${s.ref.fact}`}>
      <Text size="sm" fw={600}>
        {who[s.ref.role]} · {facts[s.ref.fact]}
        {s.current !== undefined && (
          <Text span size="sm" c="dimmed" fw={400}>
            {' '}
            {t({ id: 'documents.people.now', message: `(now: ${ph({ value: shown(s.ref.fact, s.current) })})` })}
          </Text>
        )}
      </Text>
      <SuggestionHint
        suggestion={{
          value: shown(s.ref.fact, s.value),
          source: s.source,
          confidence: s.confidence,
          typed: s.typed,
        }}
        onAccept={onAccept}
      />
    </Stack>
  );
}

/** The names of the facts and the people, and a fact's value as the user reads it (sex, country). */
function usePersonFactWords() {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const facts: Record<PersonFactKey, string> = {
    familyName: t({ id: 'people.fact.family_name', message: 'Family name (as in the passport)' }),
    givenNames: t({ id: 'people.fact.given_names', message: 'Given names (as in the passport)' }),
    hangulName: t({ id: 'people.fact.hangul_name', message: 'Name in Hangul' }),
    dateOfBirth: t({ id: 'people.fact.date_of_birth', message: 'Date of birth' }),
    sex: t({ id: 'people.fact.sex', message: 'Sex' }),
    nationality: t({ id: 'people.fact.nationality', message: 'Nationality' }),
    passportNumber: t({ id: 'people.fact.passport_number', message: 'Passport number' }),
    passportIssueDate: t({ id: 'people.fact.passport_issue', message: 'Passport issue date' }),
    passportExpiryDate: t({ id: 'people.fact.passport_expiry', message: 'Passport expiry date' }),
    addressKorea: t({ id: 'people.fact.address_korea', message: 'Address in Korea' }),
    addressAbroad: t({ id: 'people.fact.address_abroad', message: 'Address abroad' }),
    phone: t({ id: 'people.fact.phone', message: 'Phone' }),
    email: t({ id: 'people.fact.email', message: 'Email' }),
    occupation: t({ id: 'people.fact.occupation', message: 'Occupation' }),
    employer: t({ id: 'people.fact.employer', message: 'Employer' }),
    school: t({ id: 'people.fact.school', message: 'School' }),
    placeOfBirth: t({ id: 'people.fact.place_of_birth', message: 'Country of birth' }),
    marriagePlace: t({ id: 'people.fact.marriage_place', message: 'Place of marriage' }),
    meetingPlace: t({ id: 'people.fact.meeting_place', message: 'Place of the first meeting' }),
  };
  const who = {
    applicant: t({ id: 'people.role.applicant', message: 'Applicant' }),
    sponsor: t({ id: 'people.role.sponsor', message: 'Korean spouse' }),
    couple: t({ id: 'people.role.couple', message: 'You two' }),
  };
  const shown = (fact: PersonFactKey, value: string): string => {
    if (fact === 'sex')
      return value === 'male'
        ? t({ id: 'people.sex.male', message: 'Male' })
        : value === 'female'
          ? t({ id: 'people.sex.female', message: 'Female' })
          : value;
    if (fact === 'nationality') {
      const name = countryName(value);
      return name ? pick(name, locale) : value;
    }
    return value;
  };
  return { facts, who, shown };
}
