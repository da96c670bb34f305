import { ph } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Card, Checkbox, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { pick, type Locale } from '@/domain/common';
import type { ChecklistItem } from '@/domain/guides/sources';
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
  const count = items.filter((i) => done[i.id]).length;
  const total = items.length;
  const percent = checklistPercent(
    items.map((i) => i.id),
    done,
  );
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
              checked={!!done[item.id]}
              onChange={(e) => {
                const checked = e.currentTarget.checked;
                markDone({ [item.id]: checked });
                onToggle(item.id, checked);
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
