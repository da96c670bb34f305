import { createFileRoute, notFound } from '@tanstack/react-router';
import { isKnownFormId as isFormId } from '@/domain/forms/ids';
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
  component: function FormRoute() {
    const { formId } = Route.useParams();
    const { q } = Route.useSearch();
    return isFormId(formId) ? <WizardPage formId={formId} q={q} /> : null;
  },
});
