import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Locale } from '@/domain/common';
import type { FormId } from '@/domain/forms/types';
import { logger } from '@/lib/logger';

export type Step = 'engine' | 'cover' | 'forms' | 'statements' | 'uploads' | 'saving' | 'guide';
export type BuildState =
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

/** The four forms the consulate takes, each also saved alone. */
export type PackageForm = FormId | 'visa-application';

/** The package code (domain layouts, input reader, PDF engine) loads only when asked; never with this page. */
const loadPackageCode = () => Promise.all([import('../package-input'), import('../pdf/build-package')]);

/** Saves bytes as a file on the device (the browser's download); some browsers cancel one whose URL is revoked at once. */
function save(bytes: Uint8Array, fileName: string, type = 'application/pdf') {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

const objectUrl = (bytes: Uint8Array) =>
  URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }));

/** Making the package (both files, one .zip) or one form alone, with the step and share done shown while it runs. */
export function usePackageBuild() {
  const { i18n } = useLingui();
  const [state, setState] = useState<BuildState>({ kind: 'idle' });
  const [formBusy, setFormBusy] = useState<PackageForm | null>(null);

  useEffect(
    () => () => {
      if (state.kind !== 'done') return;
      URL.revokeObjectURL(state.url);
      URL.revokeObjectURL(state.guide.url);
    },
    [state],
  );

  async function makePackage() {
    setState({ kind: 'working', step: 'engine', pct: 0 });
    try {
      const [{ readPackageInput }, { buildPackage }] = await loadPackageCode();
      const input = await readPackageInput(i18n.locale as Locale);
      const result = await buildPackage(input, i18n, (step, done, total) =>
        setState({ kind: 'working', step, pct: Math.round((100 * done) / total) }),
      );
      // One download (a second one from the same tap is blocked): both files in one .zip; each
      // PDF can then be saved on its own.
      save(result.zip.bytes, result.zip.fileName, 'application/zip');
      setState({
        kind: 'done',
        url: objectUrl(result.bytes),
        fileName: result.fileName,
        pages: result.pageCount,
        guide: { url: objectUrl(result.guide.bytes), fileName: result.guide.fileName, pages: result.guide.pageCount },
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
      const result = await buildFormPdf(formId, await readPackageInput(i18n.locale as Locale));
      save(result.bytes, result.fileName);
    } catch (error) {
      logger.error('package: form PDF failed', error);
      setState({ kind: 'error' });
    } finally {
      setFormBusy(null);
    }
  }

  return { state, formBusy, makePackage, makeForm };
}
