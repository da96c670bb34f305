import { useLingui } from '@lingui/react/macro';
import { Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { guideTabs, isGuideTab, type GuideTab } from '../model';
import { useGuides } from '../use-guides';
import { EvidenceGuide } from './evidence-guide';
import { FinancialGuide } from './financial-guide';
import { HealthGuide } from './health-guide';
import { RelationshipGuide } from './relationship-guide';
import { useGuideLabels } from './use-labels';

type Props = { tab: GuideTab; onTabChange: (tab: GuideTab) => void };

/** The four guides as tabs; the open tab is in the URL (?tab=), so each is deep-linkable. */
export function GuidesPage({ tab, onTabChange }: Props) {
  const { t } = useLingui();
  const labels = useGuideLabels();
  const data = useGuides();

  return (
    <Stack gap="lg" maw={960}>
      <Stack gap={4}>
        <Title order={1}>{t({ id: 'guides.title', message: 'Guides' })}</Title>
        <Text c="dimmed" maw={720}>
          {t({
            id: 'guides.intro',
            message:
              'Tell us a little about your situation and each guide shows what applies, where the rule comes from, and what to gather.',
          })}
        </Text>
      </Stack>
      <Tabs value={tab} onChange={(v) => isGuideTab(v) && onTabChange(v)} keepMounted={false}>
        <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
          {guideTabs.map((g) => (
            <Tabs.Tab key={g} value={g} px="sm" data-testid={`guides-tab-${g}`}>
              {labels.tab[g]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {data ? (
          <>
            <Tabs.Panel value="financial" pt="lg">
              <FinancialGuide section={data.financialGuide} couple={data.couple} />
            </Tabs.Panel>
            <Tabs.Panel value="health" pt="lg">
              <HealthGuide section={data.health} couple={data.couple} exemptionStatus={data.exemptionStatus} />
            </Tabs.Panel>
            <Tabs.Panel value="relationship" pt="lg">
              <RelationshipGuide section={data.relationshipGuide} couple={data.couple} />
            </Tabs.Panel>
            <Tabs.Panel value="evidence" pt="lg">
              <EvidenceGuide section={data.evidence} couple={data.couple} />
            </Tabs.Panel>
          </>
        ) : (
          <Loader mt="lg" aria-label={t({ id: 'common.loading', message: 'Loading' })} />
        )}
      </Tabs>
    </Stack>
  );
}
