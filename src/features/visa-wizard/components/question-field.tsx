import { useLingui } from '@lingui/react/macro';
import { Group, Radio, Stack } from '@mantine/core';
import { NumberField } from '@/ui/number-field';
import type { LivingIn, MarriageState, WizardAnswers, WizardQuestionId } from '@/domain/visa/recommend';
import { useWizardLabels } from './use-labels';

type Props = { id: WizardQuestionId; answers: WizardAnswers; onAnswer: (patch: Partial<WizardAnswers>) => void };

/** One wizard question, labelled by its own text. */
export function QuestionField({ id, answers, onAnswer }: Props) {
  const { t } = useLingui();
  const labels = useWizardLabels();
  const label = labels.question[id];
  const testId = `visa-q-${id}`;

  if (id === 'yearsMarried') {
    return (
      <NumberField
        label={label}
        description={t({
          id: 'visa.q.years_married_help',
          message: 'CR-1 under 2 years, IR-1 from 2 years, counted on the day of entry.',
        })}
        value={answers.yearsMarried ?? null}
        onChange={(n) => onAnswer({ yearsMarried: n ?? undefined })}
        min={0}
        max={80}
        decimals={1}
        maw={240}
        data-testid={testId}
      />
    );
  }
  if (id === 'raisingChild' || id === 'inKorea') {
    const v = answers[id];
    return (
      <Radio.Group
        label={label}
        value={v === true ? 'yes' : v === false ? 'no' : ''}
        onChange={(x) => onAnswer({ [id]: x === 'yes' })}
        data-testid={testId}
      >
        <Group mt={8} gap="xl">
          <Radio value="yes" label={t({ id: 'common.yes', message: 'Yes' })} />
          <Radio value="no" label={t({ id: 'common.no', message: 'No' })} />
        </Group>
      </Radio.Group>
    );
  }
  const options =
    id === 'livingIn'
      ? (Object.keys(labels.livingIn) as LivingIn[])
      : (Object.keys(labels.marriage) as MarriageState[]);
  const text = (o: string) =>
    id === 'livingIn' ? labels.livingIn[o as LivingIn] : labels.marriage[o as MarriageState];
  return (
    <Radio.Group label={label} value={answers[id] ?? ''} onChange={(x) => onAnswer({ [id]: x })} data-testid={testId}>
      <Stack mt={8} gap={10}>
        {options.map((o) => (
          <Radio key={o} value={o} label={text(o)} />
        ))}
      </Stack>
    </Radio.Group>
  );
}
