import { useLingui } from '@lingui/react/macro';
import { Group, Radio } from '@mantine/core';

type Props = {
  label: string;
  description?: string;
  value: boolean | null | undefined;
  onChange: (value: boolean) => void;
  testId: string;
};

/** A yes/no question that can also be unanswered (no radio selected). */
export function YesNo({ label, description, value, onChange, testId }: Props) {
  const { t } = useLingui();
  return (
    <Radio.Group
      label={label}
      description={description}
      value={value === true ? 'yes' : value === false ? 'no' : ''}
      onChange={(v) => onChange(v === 'yes')}
      data-testid={testId}
    >
      <Group mt={8} gap="xl">
        <Radio value="yes" label={t({ id: 'common.yes', message: 'Yes' })} />
        <Radio value="no" label={t({ id: 'common.no', message: 'No' })} />
      </Group>
    </Radio.Group>
  );
}
