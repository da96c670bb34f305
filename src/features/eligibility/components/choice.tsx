import { Group, Radio } from '@mantine/core';

type Props<T extends string> = {
  label: string;
  description?: string;
  value: T | null | undefined;
  options: ReadonlyArray<{ value: T; label: string }>;
  onChange: (value: T) => void;
  testId: string;
};

/** A one-of question that can also be unanswered (no radio selected). */
export function Choice<T extends string>({ label, description, value, options, onChange, testId }: Props<T>) {
  return (
    <Radio.Group
      label={label}
      description={description}
      value={value ?? ''}
      onChange={(v) => onChange(v as T)}
      data-testid={testId}
    >
      <Group mt={8} gap="md" style={{ rowGap: 8 }}>
        {options.map((o) => (
          <Radio key={o.value} value={o.value} label={o.label} data-testid={`${testId}-${o.value}`} />
        ))}
      </Group>
    </Radio.Group>
  );
}
