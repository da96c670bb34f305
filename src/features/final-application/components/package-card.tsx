import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { ph } from '@lingui/core/macro';
import { useRouterState } from '@tanstack/react-router';
import type { Locale } from '@/domain/common';
import type { FormId } from '@/domain/forms/types';
import { logger } from '@/lib/logger';

type Step = 'engine' | 'cover' | 'forms' | 'statements' | 'uploads' | 'saving' | 'guide';
type State =
  | { kind: 'idle' }
  | { kind: 'working'; step: Step; pct: number }
  | {
      kind: 'done';
      url: string;
      fileName: string;
      pages: number;
      guide: { url: string; fileName: string; pages: number };
    }
  | { kind: 'error' };

/** The four forms the consulate takes, each also saved alone; named as printed, with the English beside it. */
type PackageForm = FormId | 'visa-application';
const FORMS: { id: PackageForm; ko: string; en: string }[] = [
  { id: 'visa-application', ko: '사증발급신청서', en: 'Visa application form' },
  { id: 'invitation-letter', ko: '외국인 배우자 초청장', en: 'Invitation of a foreign spouse' },
  { id: 'spouse-information', ko: '외국인 배우자의 결혼배경 진술서', en: 'Marriage background statement' },
  { id: 'personal-guarantee', ko: '신원보증서', en: 'Letter of guarantee' },
];

/** The package code (domain layouts, input reader, PDF engine) loads only when asked; never with this page. */
const loadPackageCode = () => Promise.all([import('../package-input'), import('../pdf/build-package')]);

/** Saves bytes as a file on the device (the browser's download). */
function save(bytes: Uint8Array, fileName: string, type = 'application/pdf'): string {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  return url;
}

/**
 * The application package: one action makes one PDF on the device, offline (the PDF engine loads
 * only now, or was fetched in the background earlier); each official form can also be saved alone.
 */
export function PackageCard() {
  const { t, i18n } = useLingui();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [formBusy, setFormBusy] = useState<PackageForm | null>(null);
  const hash = useRouterState({ select: (s) => s.location.hash });
  const refs = useRef<Partial<Record<PackageForm, HTMLButtonElement | null>>>({});

  // A form's review page links here (#pdf-<form id>): bring that form's button into view.
  useEffect(() => {
    const id = hash.replace(/^#?pdf-/, '') as PackageForm;
    const button = refs.current[id];
    if (button) {
      button.scrollIntoView({ block: 'center' });
      button.focus();
    }
  }, [hash]);

  useEffect(
    () => () => {
      if (state.kind !== 'done') return;
      URL.revokeObjectURL(state.url);
      URL.revokeObjectURL(state.guide.url);
    },
    [state],
  );

  const stepLabel: Record<Step, string> = {
    engine: t({ id: 'package.step.engine', message: 'Loading the PDF tools…' }),
    forms: t({ id: 'package.step.forms', message: 'Filling in the official forms…' }),
    statements: t({ id: 'package.step.statements', message: 'Adding the statements…' }),
    uploads: t({ id: 'package.step.uploads', message: 'Adding copies of your documents…' }),
    cover: t({ id: 'package.step.cover', message: 'Writing the list of documents…' }),
    guide: t({ id: 'package.step.guide', message: 'Writing your guide…' }),
    saving: t({ id: 'package.step.saving', message: 'Saving the file…' }),
  };

  async function makePackage() {
    setState({ kind: 'working', step: 'engine', pct: 0 });
    try {
      const [{ readPackageInput }, { buildPackage }] = await loadPackageCode();
      const input = await readPackageInput(i18n.locale as Locale);
      const result = await buildPackage(input, i18n, (step, done, total) =>
        setState({ kind: 'working', step, pct: Math.round((100 * done) / total) }),
      );
      // One download (a second one from the same tap is blocked): both files in one .zip; each
      // PDF can then be saved on its own from the buttons below.
      const zipUrl = save(result.zip.bytes, result.zip.fileName, 'application/zip');
      setTimeout(() => URL.revokeObjectURL(zipUrl), 60_000);
      const url = URL.createObjectURL(new Blob([result.bytes as BlobPart], { type: 'application/pdf' }));
      const guideUrl = URL.createObjectURL(new Blob([result.guide.bytes as BlobPart], { type: 'application/pdf' }));
      setState({
        kind: 'done',
        url,
        fileName: result.fileName,
        pages: result.pageCount,
        guide: { url: guideUrl, fileName: result.guide.fileName, pages: result.guide.pageCount },
      });
    } catch (error) {
      logger.error('package: build failed', error);
      setState({ kind: 'error' });
    }
  }

  async function makeForm(formId: PackageForm) {
    setFormBusy(formId);
    try {
      const [{ readPackageInput }, { buildFormPdf }] = await loadPackageCode();
      const input = await readPackageInput(i18n.locale as Locale);
      const result = await buildFormPdf(formId, input);
      const url = save(result.bytes, result.fileName);
      // Some browsers cancel a download whose URL is revoked at once.
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (error) {
      logger.error('package: form PDF failed', error);
      setState({ kind: 'error' });
    } finally {
      setFormBusy(null);
    }
  }

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
        <Group>
          <Button onClick={() => void makePackage()} loading={working} data-testid="make-package">
            {t({ id: 'package.make', message: 'Make the application package' })}
          </Button>
        </Group>
        {state.kind === 'working' && (
          <Stack gap={4} aria-live="polite">
            <Progress value={state.pct} aria-label={stepLabel[state.step]} animated />
            <Text size="sm" c="dimmed" data-testid="package-step">
              {stepLabel[state.step]}
            </Text>
          </Stack>
        )}
        {state.kind === 'done' && (
          <Alert color="teal" data-testid="package-done" aria-live="polite">
            <Text size="sm">
              {t({
                id: 'package.done',
                message: `Saved to your device in one .zip: the file to hand in, ${ph({ name: state.fileName })} (${ph({ pages: state.pages })} pages).`,
              })}
            </Text>
            <Text size="sm" mt={4}>
              {t({
                id: 'package.done_guide',
                message: `Your guide, not for submission: ${ph({ name: state.guide.fileName })} (${ph({ pages: state.guide.pages })} pages).`,
              })}
            </Text>
            <Group gap="xs" mt={4}>
              <Button component="a" href={state.url} download={state.fileName} variant="subtle" size="compact-sm">
                {t({ id: 'package.save_submission', message: 'Save the file to hand in (PDF)' })}
              </Button>
              <Button
                component="a"
                href={state.guide.url}
                download={state.guide.fileName}
                variant="subtle"
                size="compact-sm"
              >
                {t({ id: 'package.save_guide', message: 'Save your guide (PDF)' })}
              </Button>
            </Group>
          </Alert>
        )}
        {state.kind === 'error' && (
          <Alert color="red" data-testid="package-error">
            {t({
              id: 'package.error',
              message:
                'The PDF could not be made. Your answers are safe. If you are offline and have never made the package on this device, connect once and try again.',
            })}
          </Alert>
        )}
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
              loading={formBusy === f.id}
              disabled={working}
              onClick={() => void makeForm(f.id)}
              data-testid={`form-pdf-${f.id}`}
            >
              {t({
                id: 'package.form_pdf',
                message: `${ph({ form: i18n.locale === 'ko' ? f.ko : `${f.en} · ${f.ko}` })} (PDF)`,
              })}
            </Button>
          ))}
        </Group>
      </Stack>
    </Card>
  );
}
