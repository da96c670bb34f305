import { ph, plural } from '@lingui/core/macro';
import { Accordion, Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ApplicationFormSection, ApplicationForms } from '@/domain/application';
import { applicationFormSections } from '@/domain/application';
import type { AutoFillData } from '@/domain/autofill-fields';
import { pick, type Locale } from '@/domain/common';
import { migrateSectionValues } from '@/domain/visa-application';
import { factValue, type People } from '@/domain/people';
import type { CoupleDates } from '@/domain/plausibility';
import { applicationFormDefs, sectionProgress, type AppFormValue, type AppFormValues } from '../model';
import { createFieldQueue, markApplicationFormComplete } from '../repo';
import { ButtonLink } from '@/ui/links/button-link';
import { AppFormSection } from './app-form-section';
import { useStaged } from '@/ui/staged';

type Values = Record<ApplicationFormSection, AppFormValues>;
type SaveState = 'idle' | 'saving' | 'saved' | 'error';
type Progress = ReturnType<typeof sectionProgress>;

// Answers of the first release read as today's questions (migrated on read, stored on the next edit).
const toValues = (forms: ApplicationForms): Values =>
  Object.fromEntries(applicationFormSections.map((s) => [s, migrateSectionValues(s, forms[s])])) as Values;

/** The five short sections of the visa application form (spec §3 applicationForms), saved as you type. */
type Props = {
  /** The stored sections with the person facts read from the people records (live). */
  forms: ApplicationForms;
  autoFill: AutoFillData;
  people: People;
  /** The couple's dates from every form (plausibility across forms). */
  dates?: CoupleDates;
  /** The fields ("section.field") whose value comes from the other forms (facts once). */
  fromForms?: string[];
};

export function ApplicationFormCard({ forms, autoFill, people, dates, fromForms = [] }: Props) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  // Validation's "today" for this visit (dates in the past or future).
  const [today] = useState(() => new Date());
  // The card owns what is typed (from the first stored copy); the queue writes it behind.
  const [values, setValues] = useState<Values>(() => toValues(forms));
  const [open, setOpen] = useOpenSection(values);
  const { queue, saveState, setSaveState } = useFieldQueue();
  // On a cold start, the open section's fields come a frame after the card (useStaged).
  const fieldsShown = useStaged(2) > 1;
  // A person fact edited elsewhere (an official form, the documents, another device) shows here
  // at once (D20), adjusted while rendering when a new live copy arrives. Not while anything
  // typed here waits to be saved: the next live copy carries it, and a stale copy must never
  // replace what is being typed.
  const [seenForms, setSeenForms] = useState(forms);
  if (forms !== seenForms) {
    setSeenForms(forms);
    if (!queue.hasPending()) setValues((current) => withPersonFacts(current, forms));
  }

  const setField = useCallback(
    (section: ApplicationFormSection, fieldId: string, value: AppFormValue) => {
      setValues((current) => ({ ...current, [section]: { ...current[section], [fieldId]: value } }));
      setSaveState('saving');
      queue.push(`${section}.${fieldId}`, { section, fieldId, value });
    },
    [queue, setSaveState],
  );

  const progress = applicationFormDefs.map((d) => sectionProgress(d, values[d.id], today, dates));
  const setComplete = async (value: boolean) => {
    await queue.flush();
    // Judged on what the card shows (person facts and the official forms' answers included), as the button is.
    await markApplicationFormComplete(value, { ...forms, ...values });
  };

  return (
    // Not `content-visibility: auto` (./near-screen.module.css) like the package summary below it: with it, a click
    // on a choice inside the form crashed Chromium 156's page in about one run in five (docs/performance.md).
    <Card withBorder radius="lg" padding="lg" id="application-form" data-print="hide" style={{ scrollMarginTop: 72 }}>
      <Stack gap="md">
        <CardHeader saveState={saveState} />
        <Accordion variant="separated" radius="md" value={open} onChange={setOpen}>
          {applicationFormDefs.map((def, i) => (
            <Accordion.Item
              key={def.id}
              value={def.id}
              data-testid={`section-${def.id}`}
              id={`visa-${def.id}`}
              style={{ scrollMarginTop: 72 }}
            >
              <Accordion.Control>
                <SectionTitle title={pick(def.title, locale)} progress={progress[i]} />
              </Accordion.Control>
              <Accordion.Panel>
                {/* Only the open section is mounted: five sections hold about a hundred inputs. */}
                {open === def.id && fieldsShown && (
                  <AppFormSection
                    def={def}
                    values={values[def.id]}
                    all={values}
                    errors={progress[i].errors}
                    autoFill={autoFill}
                    today={today}
                    onChange={(fieldId, value) => setField(def.id, fieldId, value)}
                    fromPerson={(field) => !!field.person && factValue(people, field.person) !== undefined}
                    fromForms={(field) => fromForms.includes(`${def.id}.${field.id}`)}
                  />
                )}
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
        <CompleteFooter forms={forms} progress={progress} onComplete={setComplete} />
      </Stack>
    </Card>
  );
}

/** A link to a section (an audit finding's place, #visa-<section>) opens it; else the first unfilled one. */
function useOpenSection(values: Values) {
  // The link's section: on arrival, and when a link on this page (an audit finding) names one (a trial's link
  // scrolled to a section it left closed). Opened while rendering, as a new link arrives.
  const hash = useRouterState({ select: (s) => s.location.hash });
  const linked = applicationFormDefs.find((d) => hash === `visa-${d.id}`)?.id;
  const state = useState<string | null>(
    () => linked ?? applicationFormDefs.find((d) => !sectionProgress(d, values[d.id]).filled)?.id ?? null,
  );
  const [, setOpen] = state;
  const [seenLinked, setSeenLinked] = useState(linked);
  if (linked !== seenLinked) {
    setSeenLinked(linked);
    if (linked) setOpen(linked);
  }
  useEffect(() => {
    if (linked) document.getElementById(`visa-${linked}`)?.scrollIntoView({ block: 'start' });
  }, [linked]);
  return state;
}

/** The queue that writes each typed field behind, its save state, and a warning on leaving with unsaved typing. */
function useFieldQueue() {
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const queue = useMemo(
    () =>
      createFieldQueue(
        () => setSaveState('error'),
        () => setSaveState((s) => (s === 'error' ? s : 'saved')),
      ),
    [],
  );
  useEffect(() => {
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (queue.hasPending()) e.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [queue]);
  return { queue, saveState, setSaveState };
}

function CardHeader({ saveState }: { saveState: SaveState }) {
  const { t } = useLingui();
  return (
    <Group justify="space-between" align="flex-start" gap="sm">
      <Stack gap={2} style={{ flex: 1, minWidth: 240 }}>
        <Title order={2} size="h3">
          {t({ id: 'final.form_title', message: 'Visa application form' })}
        </Title>
        <Text size="sm" c="dimmed">
          {t({
            id: 'final.form_help_all',
            message:
              'Every question of the visa application form (사증발급신청서) that you answer; the answers that are the same for every F-6 applicant are filled in for you. Suggestions from your documents are offered; nothing is filled in without you.',
          })}
        </Text>
      </Stack>
      <Text
        size="xs"
        c={saveState === 'error' ? 'red' : 'dimmed'}
        role="status"
        aria-live="polite"
        data-testid="form-save-state"
      >
        {saveState === 'saving'
          ? t({ id: 'forms.saving', message: 'Saving…' })
          : saveState === 'error'
            ? t({ id: 'statements.not_saved', message: 'Not saved yet' })
            : saveState === 'saved'
              ? t({ id: 'forms.saved', message: 'Saved on this device' })
              : t({ id: 'statements.autosave', message: 'Saved as you type' })}
      </Text>
    </Group>
  );
}

function SectionTitle({ title, progress }: { title: string; progress: Progress }) {
  const { t } = useLingui();
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" pr="xs">
      <Text fw={600}>{title}</Text>
      <Badge
        color={progress.filled ? 'brand' : progress.answered > 0 ? 'blue' : 'gray'}
        variant="light"
        style={{ flexShrink: 0 }}
      >
        {progress.filled ? t({ id: 'status.complete', message: 'Complete' }) : `${progress.answered}/${progress.total}`}
      </Badge>
    </Group>
  );
}

/** Marking the form complete (once every section is filled), or the note that it is, with its PDF. */
function CompleteFooter({
  forms,
  progress,
  onComplete,
}: {
  forms: ApplicationForms;
  progress: Progress[];
  onComplete: (value: boolean) => Promise<void>;
}) {
  const { t, i18n } = useLingui();
  const allFilled = progress.every((p) => p.filled);
  const completedOn = forms.completedAt ? new Date(forms.completedAt).toLocaleDateString(i18n.locale) : '';
  if (allFilled && forms.completedAt)
    return (
      <Alert color="brand" data-testid="form-complete">
        <Group justify="space-between" gap="sm">
          <Text size="sm">
            {t({
              id: 'final.form_complete',
              message: `The application form is marked complete (${ph({ date: completedOn })}).`,
            })}
          </Text>
          <Group gap="xs">
            {/* The package card below makes the form's PDF; this brings its button into view. */}
            <ButtonLink
              to="/final-application"
              hash="pdf-visa-application"
              size="compact-sm"
              data-testid="visa-form-pdf-link"
            >
              {t({ id: 'final.form_pdf', message: 'Official form as PDF' })}
            </ButtonLink>
            <Button size="compact-sm" variant="default" onClick={() => void onComplete(false)}>
              {t({ id: 'statements.reopen', message: 'Back to draft' })}
            </Button>
          </Group>
        </Group>
      </Alert>
    );
  const sectionsLeft = progress.filter((p) => !p.filled).length;
  return (
    <Group gap="sm">
      <Button onClick={() => void onComplete(true)} disabled={!allFilled} data-testid="mark-form-complete">
        {t({ id: 'final.mark_complete', message: 'Mark the application form complete' })}
      </Button>
      {!allFilled && (
        <Text size="sm" c="dimmed">
          {t({
            id: 'final.sections_left',
            message: plural(sectionsLeft, {
              one: '# of 5 sections still has unanswered questions.',
              other: '# of 5 sections still have unanswered questions.',
            }),
          })}
        </Text>
      )}
    </Group>
  );
}

/** The sections as typed, with each person-fact field as the live copy holds it. */
function withPersonFacts(current: Values, forms: ApplicationForms): Values {
  let next: Values | null = null;
  for (const def of applicationFormDefs) {
    for (const field of def.fields) {
      if (!field.person) continue;
      const stored = forms[def.id]?.[field.id];
      if (typeof stored !== 'string' || (next ?? current)[def.id]?.[field.id] === stored) continue;
      next ??= { ...current };
      next[def.id] = { ...next[def.id], [field.id]: stored };
    }
  }
  return next ?? current;
}
