import { useEffect, useRef } from 'react';
import { Alert, Button, Card, Group, List, Progress, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { ph, plural } from '@lingui/core/macro';
import { useRouterState } from '@tanstack/react-router';
import type { PackageChoices } from '@/domain/application';
import type { Finding } from '@/domain/audit';
import type { Locale } from '@/domain/common';
import type { CheckItem } from '../checklist';
import { PackageChoicesForm } from './package-choices-form';
import { usePackageBuild, type BuildState, type PackageForm, type Step } from './use-package-build';

/** The four forms the consulate takes, each also saved alone; named as printed, with the English beside it. */
const FORMS: { id: PackageForm; ko: string; en: string }[] = [
  { id: 'visa-application', ko: '사증발급신청서', en: 'Visa application form' },
  { id: 'invitation-letter', ko: '외국인 배우자 초청장', en: 'Invitation of a foreign spouse' },
  { id: 'spouse-information', ko: '외국인 배우자의 결혼배경 진술서', en: 'Marriage background statement' },
  { id: 'personal-guarantee', ko: '신원보증서', en: 'Letter of guarantee' },
];

type Props = {
  /** The audit's findings (live); those the consulate refuses and nobody explained are warned of here. */
  findings?: Finding[];
  choices: Required<PackageChoices>;
  checklist: CheckItem[];
};

/**
 * The application package: one action makes both files on the device, offline (the PDF engine loads
 * only now, or was fetched in the background earlier); each official form can also be saved alone.
 */
export function PackageCard({ findings, choices, checklist }: Props) {
  const { t } = useLingui();
  const { state, formBusy, makePackage, makeForm } = usePackageBuild();
  const working = state.kind === 'working';
  return (
    <Card withBorder radius="lg" padding="lg" id="package" data-testid="package-card" data-print="hide">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t({ id: 'package.title', message: 'Your application package (PDF)' })}
        </Title>
        <Text size="sm">
          {t({
            id: 'package.intro',
            message:
              'Two PDFs from one tap. The file to hand in, in the consulate’s order: a Korean list of the documents, the official forms filled in and laid out like the originals, your statements, any statements of reasons and translation drafts, and copies of your documents. And your guide, not for submission: who signs what and where, every step by hand, open findings and validity checks. Both are made on this device and work offline.',
          })}
        </Text>
        <PackageChoicesForm choices={choices} checklist={checklist} />
        <RefusedWarning findings={findings} />
        <Group>
          <Button onClick={() => void makePackage()} loading={working} data-testid="make-package">
            {t({ id: 'package.make', message: 'Make the application package' })}
          </Button>
        </Group>
        <BuildOutcome state={state} />
        <FormButtons busy={formBusy} disabled={working} onMake={(id) => void makeForm(id)} />
      </Stack>
    </Card>
  );
}

/** Findings the consulate refuses as they stand, not explained: the package can still be made and its guide lists them. */
function RefusedWarning({ findings }: { findings?: Finding[] }) {
  const { t, i18n } = useLingui();
  const refused = (findings ?? []).filter((f) => f.weight === 'refused' && !f.acknowledged);
  if (refused.length === 0) return null;
  const locale = i18n.locale as Locale;
  return (
    <Alert
      color="orange"
      data-testid="package-refused"
      title={t({ id: 'package.refused_title', message: 'The consulate may refuse this as it stands' })}
    >
      <List size="sm" spacing={2}>
        {refused.map((f) => (
          <List.Item key={f.id}>{`${f.fact[locale]}: ${f.explanation[locale]}`}</List.Item>
        ))}
      </List>
      <Text size="sm" mt={6}>
        {t({
          id: 'package.refused_body',
          message:
            'You can still make the package, and your guide lists these. Fix them in the check above first, or explain there why they are right.',
        })}
      </Text>
    </Alert>
  );
}

/** The step under way with its share done, then what was saved, or what went wrong. */
function BuildOutcome({ state }: { state: BuildState }) {
  const { t } = useLingui();
  const stepLabel: Record<Step, string> = {
    engine: t({ id: 'package.step.engine', message: 'Loading the PDF tools…' }),
    forms: t({ id: 'package.step.forms', message: 'Filling in the official forms…' }),
    statements: t({ id: 'package.step.statements', message: 'Adding the statements…' }),
    uploads: t({ id: 'package.step.uploads', message: 'Adding copies of your documents…' }),
    cover: t({ id: 'package.step.cover', message: 'Writing the list of documents…' }),
    guide: t({ id: 'package.step.guide', message: 'Writing your guide…' }),
    saving: t({ id: 'package.step.saving', message: 'Saving the file…' }),
  };
  if (state.kind === 'working')
    return (
      <Stack gap={4} aria-live="polite">
        <Progress value={state.pct} aria-label={stepLabel[state.step]} animated />
        <Text size="sm" c="dimmed" data-testid="package-step">
          {stepLabel[state.step]}
        </Text>
      </Stack>
    );
  if (state.kind === 'done') return <BuildDone state={state} />;
  if (state.kind === 'error')
    return (
      <Alert color="red" data-testid="package-error">
        {t({
          id: 'package.error',
          message:
            'The PDF could not be made. Your answers are safe. If you are offline and have never made the package on this device, connect once and try again.',
        })}
      </Alert>
    );
  return null;
}

function BuildDone({ state }: { state: Extract<BuildState, { kind: 'done' }> }) {
  const { t } = useLingui();
  const { fileName: name, pages } = state;
  const { fileName: guideName, pages: guidePages } = state.guide;
  return (
    <Alert color="teal" data-testid="package-done" aria-live="polite">
      {/* The file to hand in keeps its Korean name, as its pages are for the consulate (D29); the screen says so. */}
      <Text size="sm" data-testid="package-done-submission">
        {t({
          id: 'package.done_named',
          message: plural(pages, {
            one: `Saved to your device in one .zip. The file to hand in (# page) is named in Korean for the consulate (제출 서류: documents submitted). File name: ${ph({ name })}`,
            other: `Saved to your device in one .zip. The file to hand in (# pages) is named in Korean for the consulate (제출 서류: documents submitted). File name: ${ph({ name })}`,
          }),
        })}
      </Text>
      <Text size="sm" mt={4}>
        {t({
          id: 'package.done_guide_pages',
          message: plural(guidePages, {
            one: `Your guide, not for submission (# page). File name: ${ph({ guideName })}`,
            other: `Your guide, not for submission (# pages). File name: ${ph({ guideName })}`,
          }),
        })}
      </Text>
      <Group gap="xs" mt={4}>
        <Button component="a" href={state.url} download={state.fileName} variant="subtle" size="compact-sm">
          {t({ id: 'package.save_submission', message: 'Save the file to hand in (PDF)' })}
        </Button>
        <Button component="a" href={state.guide.url} download={state.guide.fileName} variant="subtle" size="compact-sm">
          {t({ id: 'package.save_guide', message: 'Save your guide (PDF)' })}
        </Button>
      </Group>
    </Alert>
  );
}

/** Each official form on its own; a form's review page links here (#pdf-<form id>) and its button is brought into view. */
function FormButtons(props: { busy: PackageForm | null; disabled: boolean; onMake: (id: PackageForm) => void }) {
  const { t, i18n } = useLingui();
  const hash = useRouterState({ select: (s) => s.location.hash });
  const refs = useRef<Partial<Record<PackageForm, HTMLButtonElement | null>>>({});
  useEffect(() => {
    const button = refs.current[hash.replace(/^#?pdf-/, '') as PackageForm];
    if (button) {
      button.scrollIntoView({ block: 'center' });
      button.focus();
    }
  }, [hash]);
  return (
    <>
      <Text size="sm" fw={600} mt="xs">
        {t({ id: 'package.forms_alone', message: 'Each official form on its own' })}
      </Text>
      <Group gap="xs">
        {FORMS.map((f) => (
          <Button
            key={f.id}
            ref={(el) => {
              refs.current[f.id] = el;
            }}
            variant="light"
            size="sm"
            loading={props.busy === f.id}
            disabled={props.disabled}
            onClick={() => props.onMake(f.id)}
            data-testid={`form-pdf-${f.id}`}
          >
            {t({
              id: 'package.form_pdf',
              message: `${ph({ form: i18n.locale === 'ko' ? f.ko : `${f.en} · ${f.ko}` })} (PDF)`,
            })}
          </Button>
        ))}
      </Group>
    </>
  );
}
