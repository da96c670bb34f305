import { createFileRoute, notFound } from '@tanstack/react-router';
import { isKnownFormId as isFormId } from '@/domain/forms/ids';
import type { FormId } from '@/domain/forms/types';
import { WizardPage } from '@/features/forms/components/wizard-page';

export const Route = createFileRoute('/f6/$formId/')({
  // Only a question number opens a question: anything else (?q=abc, ?q=__proto__, ?q=[]) opens the first.
  validateSearch: (search: Record<string, unknown>): { q?: number } => {
    const raw = Object.hasOwn(search, 'q') ? search.q : undefined;
    const q = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,4}$/.test(raw) ? Number(raw) : NaN;
    if (raw === undefined) return {};
    return Number.isSafeInteger(q) && q >= 0 && q < 10_000 ? { q } : { q: 0 };
  },
  beforeLoad: ({ params }) => {
    if (!isFormId(params.formId)) throw notFound();
  },
  // The page never renders without its form's words: only that form's, fetched with the route.
  loader: ({ params }) => import('@/domain/forms/load').then((m) => m.loadForm(params.formId as FormId)),
  component: function FormRoute() {
    const form = Route.useLoaderData();
    const { q } = Route.useSearch();
    return <WizardPage form={form} q={q} />;
  },
});
