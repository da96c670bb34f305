import { Alert, Badge, Stack, Tabs, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Statement } from '@/domain/application';
import { statementStatusOf } from '@/domain/status';
import type { StatementKind } from '@/domain/statements';
import { useStatements } from '../use-statement';
import { StatementPanel } from './statement-panel';
import { statementNames } from '@/i18n/form-names';

function TabStatus({ statement }: { statement: Statement | undefined }) {
  const { t } = useLingui();
  // Until the statement is read, an invisible badge of a new statement's size holds the tab's size: the badge
  // arriving later grew the tabs and moved the panel below (a layout shift).
  if (!statement)
    return (
      <Badge size="sm" color="gray" variant="light" style={{ visibility: 'hidden' }} aria-hidden>
        0/10
      </Badge>
    );
  // The statement's status from the one status function (D25): final and up to date.
  const status = statementStatusOf('applicant', statement);
  if (status.state === 'attention')
    return (
      <Badge size="sm" color="orange" variant="light">
        {t({ id: 'statements.status.stale', message: 'Update' })}
      </Badge>
    );
  if (status.state === 'complete')
    return (
      <Badge size="sm" color="brand" variant="light">
        {t({ id: 'statements.status.final', message: 'Final' })}
      </Badge>
    );
  if (statement.generated)
    return (
      <Badge size="sm" color="blue" variant="light">
        {t({ id: 'statements.status.draft', message: 'Draft' })}
      </Badge>
    );
  return (
    <Badge size="sm" color="gray" variant="light">
      {`${statement.questionCount}/10`}
    </Badge>
  );
}

/** Application Enhancement: the applicant's and the Korean spouse's relationship statements. */
export function EnhancementPage({ initialTab = 'personal' }: { initialTab?: StatementKind }) {
  const { t, i18n } = useLingui();
  const statements = useStatements();
  const [tab, setTab] = useState<StatementKind>(initialTab);

  return (
    <Stack gap="lg" maw={900} style={{ wordBreak: 'keep-all', overflowWrap: 'break-word' }}>
      <Stack gap={4} data-print="hide">
        <Title order={1}>{t({ id: 'statements.title', message: 'Application Enhancement' })}</Title>
        <Text c="dimmed">
          {t({
            id: 'statements.intro',
            message:
              'Strengthen the application with two statements in your own words: one by the applicant, one by the Korean spouse. Answer the guiding questions topic by topic, compose the statement, then edit it until it reads right. Everything is saved on this device as you type.',
          })}
        </Text>
      </Stack>
      <Alert
        variant="light"
        color="blue"
        title={t({ id: 'statements.not_official_title', message: 'A supporting statement, not an official form' })}
        data-print="hide"
      >
        {t({
          id: 'statements.not_official_body',
          message:
            "The applicant's official form (the marriage background statement) asks nothing about how you met: the courtship story officially goes in the Korean spouse's invitation, items 2.4 and 2.5. These statements support that story, so keep dates and places the same in all of them.",
        })}
      </Alert>
      <Tabs value={tab} onChange={(value) => value && setTab(value as StatementKind)}>
        <Tabs.List data-print="hide">
          <Tabs.Tab
            value="personal"
            rightSection={<TabStatus statement={statements?.personal} />}
            data-testid="tab-personal"
          >
            {i18n._(statementNames.personalStatement)}
          </Tabs.Tab>
          <Tabs.Tab
            value="sponsor"
            rightSection={<TabStatus statement={statements?.sponsor} />}
            data-testid="tab-sponsor"
          >
            {i18n._(statementNames.sponsorStatement)}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="personal" pt="lg">
          <StatementPanel kind="personal" />
        </Tabs.Panel>
        <Tabs.Panel value="sponsor" pt="lg">
          <StatementPanel kind="sponsor" />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
