import { ph } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Card, Checkbox, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { pick, type Locale } from '@/domain/common';
import { isTicked, type ChecklistItem } from '@/domain/guides/sources';
import { usePending } from '@/ui/use-pending';
import { checklistPercent } from '../model';

type Props = {
  title: string;
  items: readonly ChecklistItem[];
  done: Readonly<Record<string, boolean>>;
  onToggle: (id: string, done: boolean) => void;
  testId: string;
};

/** Things to gather, ticked off one by one; each tick is saved at once. */
export function ChecklistCard({ title, items, done: stored, onToggle, testId }: Props) {
  const { t, i18n } = useLingui();
  const [done, markDone] = usePending<Record<string, boolean>>(stored);
  const locale = i18n.locale as Locale;
  const count = items.filter((i) => isTicked(i, done)).length;
  const total = items.length;
  const percent = checklistPercent(items, done);
  return (
    <Card withBorder radius="lg" padding="lg" data-testid={testId}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h4">
            {title}
          </Title>
          <Text size="sm" c="dimmed" data-testid={`${testId}-count`}>
            {t({ id: 'guides.checklist.count', message: `${ph({ count })} of ${ph({ total })} done` })}
          </Text>
        </Group>
        <Progress value={percent} size="sm" aria-label={title} />
        <Stack gap="sm">
          {items.map((item) => (
            <Checkbox
              key={item.id}
              checked={isTicked(item, done)}
              onChange={(e) => {
                const checked = e.currentTarget.checked;
                // Unticked, it is unticked wherever else it was listed too.
                const ids = checked ? [item.id] : [item.id, ...(item.also ?? []).filter((id) => done[id])];
                markDone(Object.fromEntries(ids.map((id) => [id, checked])));
                for (const id of ids) onToggle(id, checked);
              }}
              label={pick(item.label, locale)}
              description={item.detail ? pick(item.detail, locale) : undefined}
              data-item={item.id}
            />
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}
