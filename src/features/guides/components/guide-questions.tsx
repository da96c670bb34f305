import { Checkbox, Group, Radio, SegmentedControl, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { useId } from 'react';
import { ChoiceSelect } from '@/ui/choice-select';
import { SourceNote, type SourceLike } from '@/ui/source-note';

type Option = { value: string; label: string };
type Choice = { label: string; value: string; options: readonly Option[]; onChange: (value: string) => void };
export type GuideFlag = {
  key: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Set from another step's answer (one truth): shown ticked, changed there, with this note. */
  heldBy?: string;
};

/** One question of a guide's "your situation" card, as data; each guide lists its own. */
export type GuideQuestion = { id: string; testId?: string } & (
  | ({ kind: 'radio' } & Choice)
  | ({ kind: 'select'; maw?: number } & Choice)
  | ({ kind: 'segmented' } & Choice)
  | { kind: 'flags'; cols: 1 | 2; testIdPrefix: string; flags: readonly GuideFlag[] }
  | { kind: 'switch'; label: string; description?: string; checked: boolean; onChange: (checked: boolean) => void }
  | { kind: 'text'; text: string; source?: SourceLike }
);

/** Inputs' boolean answers as flags: the label for each key, read and saved through `set`. */
export const flagsOf = <I extends Record<string, unknown>>(
  labels: ReadonlyArray<{ key: keyof I & string; label: string }>,
  inputs: I,
  set: (patch: Partial<I>) => void,
): GuideFlag[] =>
  labels.map(({ key, label }) => ({
    key,
    label,
    checked: inputs[key] === true,
    onChange: (checked) => set({ [key]: checked } as Partial<I>),
  }));

export function GuideQuestionField({ question: q }: { question: GuideQuestion }) {
  switch (q.kind) {
    case 'radio':
      return (
        <Radio.Group label={q.label} value={q.value} onChange={q.onChange} data-testid={q.testId}>
          <Group mt={8} gap="lg">
            {q.options.map((o) => (
              <Radio key={o.value} value={o.value} label={o.label} />
            ))}
          </Group>
        </Radio.Group>
      );
    case 'select':
      return (
        <ChoiceSelect
          label={q.label}
          data={q.options}
          value={q.value}
          onChange={(v) => v && q.onChange(v)}
          maw={q.maw}
          data-testid={q.testId}
        />
      );
    case 'segmented':
      return <Segmented question={q} />;
    case 'flags':
      return <Flags question={q} />;
    case 'switch':
      return (
        <Switch
          label={q.label}
          description={q.description}
          checked={q.checked}
          onChange={(e) => q.onChange(e.currentTarget.checked)}
          data-testid={q.testId}
        />
      );
    case 'text':
      return (
        <Stack gap={6} data-testid={q.testId}>
          <Text size="sm">{q.text}</Text>
          {q.source && <SourceNote source={q.source} />}
        </Stack>
      );
  }
}

function Segmented({ question: q }: { question: Extract<GuideQuestion, { kind: 'segmented' }> }) {
  const labelId = useId();
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500} id={labelId}>
        {q.label}
      </Text>
      <SegmentedControl
        value={q.value}
        onChange={q.onChange}
        data={q.options as Option[]}
        aria-labelledby={labelId}
        w="fit-content"
        data-testid={q.testId}
      />
    </Stack>
  );
}

function Flags({ question: q }: { question: Extract<GuideQuestion, { kind: 'flags' }> }) {
  const boxes = q.flags.map((f) => (
    <Checkbox
      key={f.key}
      label={f.label}
      checked={f.checked}
      disabled={f.heldBy !== undefined}
      description={f.heldBy}
      onChange={(e) => f.onChange(e.currentTarget.checked)}
      data-testid={`${q.testIdPrefix}-${f.key}`}
    />
  ));
  return q.cols === 2 ? (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {boxes}
    </SimpleGrid>
  ) : (
    <Stack gap="sm">{boxes}</Stack>
  );
}
