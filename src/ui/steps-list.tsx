import { Badge, Group, List, Stack } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { StaticPath } from '@/lib/route-paths';
import { AnchorLink } from './links/anchor-link';

export type StepRow = { id: string; title: string; to: StaticPath; done: boolean; left: string[] };

/** The steps beside an overall figure, each with what is left in it, so the figure explains itself. */
export function StepsList({ steps }: { steps: StepRow[] }) {
  const { t } = useLingui();
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid="overall-steps">
      {steps.map((step) => (
        <Stack component="li" key={step.id} gap={2} data-testid={`step-${step.id}`} data-done={step.done}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <AnchorLink to={step.to} size="sm" fw={600}>
              {step.title}
            </AnchorLink>
            <Badge color={step.done ? 'teal' : 'gray'} variant="light" style={{ flexShrink: 0 }}>
              {step.done
                ? t({ id: 'status.complete', message: 'Complete' })
                : t({ id: 'status.incomplete', message: 'Not yet' })}
            </Badge>
          </Group>
          {!step.done && step.left.length > 0 && (
            <List size="xs" c="dimmed" spacing={0} withPadding data-testid={`step-${step.id}-left`}>
              {step.left.map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
