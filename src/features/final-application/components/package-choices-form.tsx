import { useState } from 'react';
import { Alert, Button, Group, Radio, Stack, Text } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { ph } from '@lingui/core/macro';
import type { PackageChoices } from '@/domain/application';
import { logger } from '@/lib/logger';
import type { CheckItem } from '../checklist';
import { checklistLabelFor, checklistLabels } from '../checklist-labels';
import type { Locale } from '@/domain/common';
import { canBeUnobtainable, REASON_MAX } from '../package-choices';
import { savePackageChoices } from '../repo';
import { AutoTextarea } from '@/ui/auto-textarea';
import { ChoiceSelect } from '@/ui/choice-select';

type Choices = Required<PackageChoices>;

/** The couple's choices for the package: signing dates, and documents they cannot obtain (each gets a 사유서). */
export function PackageChoicesForm({ choices, checklist }: { choices: Choices; checklist: CheckItem[] }) {
  return (
    <Stack gap="md">
      <SigningDates value={choices.signingDates} />
      <Unobtainable choices={choices} checklist={checklist} />
    </Stack>
  );
}

function SigningDates({ value }: { value: Choices['signingDates'] }) {
  const { t } = useLingui();
  const [failed, setFailed] = useState(false);
  const change = (next: string) => {
    setFailed(false);
    savePackageChoices((c) => ({ ...c, signingDates: next === 'print' ? 'print' : 'blank' })).catch((error) => {
      logger.error('package: signing-date choice not saved', error);
      setFailed(true);
    });
  };
  return (
    <Radio.Group
      value={value}
      onChange={change}
      label={t({ id: 'package.signing.label', message: 'Signing dates on the forms' })}
      description={t({
        id: 'package.signing.description',
        message:
          'Each form, attached sheet and statement of reasons has a date beside the signature. The office that takes your application expects the day you actually sign.',
      })}
      error={failed ? t({ id: 'package.choice_not_saved', message: 'Not saved. Try again.' }) : undefined}
      data-testid="signing-dates"
    >
      <Stack gap={6} mt={6}>
        <Radio
          value="blank"
          label={t({
            id: 'package.signing.blank',
            message: 'Leave them blank to write by hand when you sign (recommended)',
          })}
        />
        <Radio value="print" label={t({ id: 'package.signing.print', message: 'Print the day the package is made' })} />
      </Stack>
    </Radio.Group>
  );
}

/** Documents the couple cannot obtain, each with their own words: the package adds a 사유서 for each. */
function Unobtainable({ choices, checklist }: { choices: Choices; checklist: CheckItem[] }) {
  const { t, i18n } = useLingui();
  // The checklist's own words for each item, read with the couple's facts (D28): the criminal records
  // name the FBI check only for a US national or resident.
  const label = (id: string) => {
    const item = checklist.find((i) => i.id === id);
    if (item) return t(checklistLabelFor(item, i18n.locale as Locale));
    return canBeUnobtainable(id) ? t(checklistLabels[id]) : id;
  };
  const options = checklist
    .filter((i) => canBeUnobtainable(i.id) && !choices.unobtainable.some((u) => u.item === i.id))
    .map((i) => ({ value: i.id, label: label(i.id) }));
  const remove = (item: string) =>
    savePackageChoices((c) => ({ ...c, unobtainable: c.unobtainable.filter((u) => u.item !== item) })).catch((e) =>
      logger.error('package: unobtainable entry not removed', e),
    );
  return (
    <Stack gap={6} data-testid="unobtainable">
      <Text size="sm" fw={500}>
        {t({ id: 'package.unobtainable.title', message: 'A document you cannot obtain' })}
      </Text>
      <Text size="sm" c="dimmed">
        {t({
          id: 'package.unobtainable.intro',
          message:
            'If you cannot get one of the documents, say why in your own words: the package adds a statement of reasons (사유서) in Korean for the Korean spouse to sign. Write it in Korean if you can: the consulate reads Korean.',
        })}
      </Text>
      {choices.unobtainable.map((u) => (
        <Alert key={u.item} color="gray" title={label(u.item)} data-testid={`unobtainable-${u.item}`}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {u.reason}
          </Text>
          <Button variant="subtle" size="compact-sm" mt={4} onClick={() => void remove(u.item)}>
            {t({
              id: 'package.unobtainable.remove',
              message: `Remove the statement of reasons for ${ph({ document: label(u.item) })}`,
            })}
          </Button>
        </Alert>
      ))}
      {options.length > 0 && <UnobtainableForm options={options} />}
    </Stack>
  );
}

/** Choose the document and write the reason; nothing is saved without both, and nothing typed is lost on an error. */
function UnobtainableForm({ options }: { options: { value: string; label: string }[] }) {
  const { t } = useLingui();
  const [item, setItem] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<'document' | 'reason' | 'save' | null>(null);
  async function add() {
    if (!item) return setError('document');
    if (!reason.trim()) return setError('reason');
    try {
      await savePackageChoices((c) => ({
        ...c,
        unobtainable: [...c.unobtainable.filter((u) => u.item !== item), { item, reason: reason.trim() }],
      }));
      setItem(null);
      setReason('');
      setError(null);
    } catch (e) {
      logger.error('package: unobtainable entry not saved', e);
      setError('save');
    }
  }
  return (
    <Stack gap={6}>
      <ChoiceSelect
        label={t({ id: 'package.unobtainable.document', message: 'Document' })}
        data={options}
        value={item}
        onChange={(v) => {
          setItem(v);
          if (error === 'document') setError(null);
        }}
        error={error === 'document' ? t({ id: 'package.unobtainable.choose', message: 'Choose the document.' }) : null}
        data-testid="unobtainable-document"
      />
      <AutoTextarea
        label={t({ id: 'package.unobtainable.reason', message: 'Why you cannot obtain it, in your own words' })}
        value={reason}
        onChange={(e) => {
          setReason(e.currentTarget.value.slice(0, REASON_MAX));
          if (error === 'reason') setError(null);
        }}
        minRows={3}
        maxLength={REASON_MAX}
        description={`${reason.length} / ${REASON_MAX}`}
        error={
          error === 'reason'
            ? t({
                id: 'package.unobtainable.reason_required',
                message: 'Write the reason in your own words: the statement of reasons is made from them.',
              })
            : error === 'save'
              ? t({ id: 'package.choice_not_saved', message: 'Not saved. Try again.' })
              : null
        }
        data-testid="unobtainable-reason"
      />
      <Group>
        <Button variant="light" size="sm" onClick={() => void add()} data-testid="unobtainable-add">
          {t({ id: 'package.unobtainable.add', message: 'Add a statement of reasons' })}
        </Button>
      </Group>
    </Stack>
  );
}
