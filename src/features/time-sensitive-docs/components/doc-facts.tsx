import { ph } from '@lingui/core/macro';
import { Anchor, Box, List, SimpleGrid, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { pick, type Locale } from '@/domain/common';
import { isKnownCost } from '@/domain/timeline';
import { SourceNote } from '@/ui/source-note';
import { formatMoney } from '@/lib/format-number';
import type { KnownCost, TimeSensitiveDoc } from '@/domain/timeline';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="dl" m={0}>
      <Text component="dt" size="sm" fw={600}>
        {label}
      </Text>
      <Box component="dd" m={0} mt={2}>
        {children}
      </Box>
    </Box>
  );
}

const money = (cost: KnownCost, locale: Locale) => {
  const one = (amount: number) => formatMoney(amount, cost.currency, locale);
  return cost.min === cost.max ? one(cost.min) : `${one(cost.min)}–${one(cost.max)}`;
};

/** How long it takes, with the note and the expedited way where there is one. */
function TimeFact({ doc }: { doc: TimeSensitiveDoc }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const { minDays: min, maxDays: max } = doc.timeRequired;
  const time = doc.timeRequired.businessDays
    ? t({ id: 'time_sensitive.time.business_days', message: `${ph({ min })}–${ph({ max })} business days` })
    : t({ id: 'time_sensitive.time.days', message: `${ph({ min })}–${ph({ max })} days` });
  return (
    <Fact label={t({ id: 'time_sensitive.fact.time', message: 'Time required' })}>
      <Stack gap={2}>
        <Text size="sm" data-testid={`doc-time-${doc.id}`}>
          {time}
        </Text>
        {doc.timeRequired.note && (
          <Text size="sm" c="dimmed">
            {pick(doc.timeRequired.note, locale)}
          </Text>
        )}
        {doc.expedited && (
          <Text size="sm">
            {t({
              id: 'time_sensitive.fact.expedited',
              message: `Expedited: ${ph({ note: pick(doc.expedited, locale) })}`,
            })}
          </Text>
        )}
      </Stack>
    </Fact>
  );
}

/** What it costs, or that the cost is not published. */
function CostFact({ doc }: { doc: TimeSensitiveDoc }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  return (
    <Fact label={t({ id: 'time_sensitive.fact.cost', message: 'Cost' })}>
      <Stack gap={2} data-testid={`doc-cost-${doc.id}`}>
        <Text size="sm" fw={isKnownCost(doc.cost) ? 600 : undefined}>
          {isKnownCost(doc.cost)
            ? money(doc.cost, locale)
            : t({ id: 'time_sensitive.cost.unknown', message: 'Not published — check with the provider' })}
        </Text>
        {doc.cost.note && (
          <Text size="sm" c="dimmed">
            {pick(doc.cost.note, locale)}
          </Text>
        )}
      </Stack>
    </Fact>
  );
}

/** Where it is issued. */
function InstitutionsFact({ doc }: { doc: TimeSensitiveDoc }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  return (
    <Fact label={t({ id: 'time_sensitive.fact.institutions', message: 'Designated institutions' })}>
      <List size="sm" spacing={4}>
        {doc.designatedInstitutions.map((place) => (
          <List.Item key={place.name.en}>
            {place.url ? (
              <Anchor href={place.url} target="_blank" rel="noopener noreferrer" size="sm" underline="always">
                {pick(place.name, locale)}
              </Anchor>
            ) : (
              pick(place.name, locale)
            )}
            {place.note ? ` — ${pick(place.note, locale)}` : ''}
          </List.Item>
        ))}
      </List>
    </Fact>
  );
}

/** The facts of one document as a description list: who, where, what else counts, cost, validity, time. */
export function DocFacts({ doc }: { doc: TimeSensitiveDoc }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md">
      <Fact label={t({ id: 'time_sensitive.fact.who', message: 'Who needs it' })}>
        <Text size="sm">{pick(doc.whoNeedsIt, locale)}</Text>
      </Fact>
      <TimeFact doc={doc} />
      <Fact label={t({ id: 'time_sensitive.fact.validity', message: 'Validity' })}>
        <Text size="sm">{pick(doc.validityNote, locale)}</Text>
      </Fact>
      <CostFact doc={doc} />
      <InstitutionsFact doc={doc} />
      <Fact label={t({ id: 'time_sensitive.fact.alternatives', message: 'Alternatives accepted' })}>
        {doc.alternatives.length > 0 ? (
          <List size="sm" spacing={4}>
            {doc.alternatives.map((alternative) => (
              <List.Item key={alternative.en}>{pick(alternative, locale)}</List.Item>
            ))}
          </List>
        ) : (
          <Text size="sm" c="dimmed">
            {t({ id: 'time_sensitive.fact.no_alternatives', message: 'None: this document is needed as described.' })}
          </Text>
        )}
      </Fact>
      {doc.authentication && (
        <Fact label={t({ id: 'time_sensitive.fact.authentication', message: 'Apostille or legalisation' })}>
          <Stack gap={4} data-testid={`doc-authentication-${doc.id}`}>
            {doc.authentication.map((item) => (
              <Stack gap={2} key={item.text.en}>
                <Text size="sm">{pick(item.text, locale)}</Text>
                {item.source && <SourceNote source={item.source} />}
              </Stack>
            ))}
          </Stack>
        </Fact>
      )}
      {doc.exemptions && (
        <Fact label={t({ id: 'time_sensitive.fact.exemptions', message: 'Exemptions' })}>
          <Text size="sm">{pick(doc.exemptions, locale)}</Text>
        </Fact>
      )}
    </SimpleGrid>
  );
}
