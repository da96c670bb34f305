import { createFileRoute, notFound } from '@tanstack/react-router';
import { isKnownFormId as isFormId } from '@/domain/forms/ids';
import { WizardPage } from '@/features/forms/components/wizard-page';

export const Route = createFileRoute('/f6/$formId/')({
  validateSearch: (search: Record<string, unknown>): { q?: number } => {
    const q = Number(search.q);
    return Number.isInteger(q) && q >= 0 ? { q } : {};
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
